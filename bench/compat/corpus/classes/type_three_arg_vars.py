X = type("X", (), {"a": 1})
print(X.a, X().a, X.__name__)
print(vars(X).get("a"))
class Y:
    def __init__(self):
        self.q = 1
print(vars(Y()))
