from enum import Enum, unique

class Size(Enum):
    S = 1
    M = 2
    L = 3
    SMALL = 1
    LARGE = 3

print(list(Size), Size.SMALL is Size.S, Size(3).name)
print([name for name, m in Size.__members__.items() if m.name != name])
try:
    @unique
    class Bad(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)

class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.673e-11 * self.mass / self.radius ** 2

for p in Planet:
    print(f"{p.name:<8} g={p.gravity:.2f}")
print(Planet.EARTH.value, Planet((3.303e23, 2.4397e6)).name)
