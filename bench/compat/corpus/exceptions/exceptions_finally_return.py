def f():
    try:
        return "try"
    finally:
        print("cleanup")
print(f())
class ValidationError(ValueError):
    def __init__(self, field, msg):
        self.field = field
        super().__init__(f"{field}: {msg}")
try:
    raise ValidationError("age", "must be positive")
except ValueError as e:
    print(e, e.field, isinstance(e, ValidationError))
