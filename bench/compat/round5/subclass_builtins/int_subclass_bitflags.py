class Perm(int):
    NAMES = {4: "r", 2: "w", 1: "x"}
    def __new__(cls, v=0):
        return super().__new__(cls, v & 7)
    def __or__(self, other):
        return Perm(int(self) | int(other))
    def __and__(self, other):
        return Perm(int(self) & int(other))
    def __repr__(self):
        return "".join(n if self & b else "-" for b, n in self.NAMES.items())

R, W, X = Perm(4), Perm(2), Perm(1)
rw = R | W
print(rw, repr(R | X), repr(Perm(7)), repr(Perm(0)))
print(int(rw), bool(rw & X), bool(rw & W), rw == 6)
modes = "755"
print(" ".join(repr(Perm(int(c))) for c in modes))
print(type(rw + 1).__name__, type(rw | 1).__name__, rw | 1)
