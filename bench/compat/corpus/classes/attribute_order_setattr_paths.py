from dataclasses import dataclass
@dataclass(frozen=True)
class F:
    b: int
    a: int
f = F(1, 2)
print(vars(f))
class S:
    def __init__(s):
        object.__setattr__(s, "z", 1); object.__setattr__(s, "y", 2)
print(vars(S()))
