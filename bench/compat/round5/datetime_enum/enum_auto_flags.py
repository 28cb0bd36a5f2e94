from enum import Enum, Flag, IntFlag, auto
class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()

class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    ALL = READ | WRITE | EXEC

print([(c.name, c.value) for c in Color])
rw = Perm.READ | Perm.WRITE
print(rw, Perm.READ in rw, Perm.EXEC in rw, bool(rw & Perm.EXEC))
print(Perm.ALL, Perm.ALL.value, list(Perm.ALL) if hasattr(Perm, "__iter__") else None)
print(Perm(3), Perm(0), ~Perm.READ)
class Bits(IntFlag):
    A = 1
    B = 2
    C = 4
print(Bits.A | Bits.C, int(Bits.A | Bits.C), Bits(6), Bits.B + 1)
