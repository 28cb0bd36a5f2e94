from enum import Flag, IntFlag, auto

class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | EXEC

users = {"root": Perm.ALL, "dev": Perm.RW, "guest": Perm.READ, "nobody": Perm(0)}
for name, p in users.items():
    print(f"{name:<7} read={Perm.READ in p!s:<5} write={bool(p & Perm.WRITE)!s:<5} exec={Perm.EXEC in p}")
print(Perm.READ | Perm.EXEC, (Perm.ALL & ~Perm.WRITE))
print(Perm.RW == Perm.READ | Perm.WRITE, Perm.RW.value, Perm(3))

class Mode(IntFlag):
    R = 4
    W = 2
    X = 1

m = Mode(6)
print(m, int(m), Mode.R | Mode.X, oct(Mode.R | Mode.W | Mode.X))
print(Mode.W in m, bool(Mode(0)), m & 2)
