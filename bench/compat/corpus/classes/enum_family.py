from enum import Enum, IntEnum, auto, Flag, StrEnum, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
    def describe(self):
        return f"{self.name.lower()}={self.value}"
print(Color.RED, repr(Color.GREEN), Color(2), Color["BLUE"].value, list(Color))
print(len(Color), Color.CRIMSON is Color.RED, Color.RED in Color, [c.describe() for c in Color])
print(Color.__members__.keys())
print(f"{Color.RED} {Color.RED!r} {Color.RED:>12}|", type(Color.RED).__name__, isinstance(Color.RED, Color))
try:
    Color(7)
except ValueError as e:
    print("ValueError", e)
class Pri(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = auto()
print(Pri.HIGH, repr(Pri.MID), Pri.HIGH > Pri.LOW, Pri.MID + 1, sorted([Pri.HIGH, Pri.LOW]), int(Pri.MID), Pri(3).name)
print({Color.RED: "r", Color.GREEN: "g"}[Color.RED], Pri.LOW == 1)
class Status(str, Enum):
    OPEN = "open"
    DONE = "done"
print(Status.OPEN == "open", Status("done"), Status.OPEN.value.upper(), Status.OPEN.upper())
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
p = Perm.R | Perm.W
print(p, repr(p), Perm.R in p, Perm.X in p, bool(Perm(0)), [m.name for m in Perm])
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def g(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
print(Planet.EARTH.value, round(Planet.EARTH.g, 2), Planet.MERCURY.mass)
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Color)
class Lvl(StrEnum):
    DEBUG = auto()
    INFO = auto()
print(Lvl.INFO, repr(Lvl.DEBUG), Lvl.INFO == "info", f"[{Lvl.DEBUG}]")
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
print(Color.RED.name, max(Pri), Pri.LOW < 2, Color == Color, Color != Pri, hash(Color) == hash(Color))
counts = {}
for c in [Color.RED, Color.BLUE, Color.RED]:
    counts[c] = counts.get(c, 0) + 1
print(counts, type(Color.RED) == Color)
