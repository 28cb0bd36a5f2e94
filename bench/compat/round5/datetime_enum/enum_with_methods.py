from enum import Enum
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    JUPITER = (1.9e+27, 7.1492e7)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)
    def weight(self, earth_weight):
        return earth_weight * self.surface_gravity / Planet.EARTH.surface_gravity

for p in Planet:
    print(f"{p.name:<8}{p.surface_gravity:8.3f} m/s2  70kg -> {p.weight(70):7.2f}")

class Op(Enum):
    ADD = "+"
    MUL = "*"
    def apply(self, a, b):
        return a + b if self is Op.ADD else a * b
    @classmethod
    def parse(cls, sym):
        return cls(sym)
print(Op.parse("*").apply(6, 7), Op.ADD.apply(2, 3), Op.MUL)
