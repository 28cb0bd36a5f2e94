class ValidationError(Exception):
    def __init__(self, errors):
        self.errors = dict(errors)
        super().__init__(len(self.errors))
    def __str__(self):
        return "; ".join(f"{k}: {v}" for k, v in self.errors.items())

class HTTPError(Exception):
    def __init__(self, status, reason=""):
        self.status = status
        self.reason = reason
        super().__init__(status, reason)

try:
    raise ValidationError({"email": "required", "age": "must be >= 0"})
except ValidationError as e:
    print("invalid:", e)
    print(e.args, len(e.errors))
e = HTTPError(404, "Not Found")
print(str(e), repr(e), e.args, e.status)
print(str(HTTPError(500)), repr(Exception()), str(Exception("a", 1)))
