from dataclasses import dataclass
import math

@dataclass
class Circle:
    r: float

@dataclass
class Rect:
    w: float
    h: float

@dataclass
class Triangle:
    a: float
    b: float
    c: float

def area(shape):
    match shape:
        case Circle(r=r) if r < 0:
            raise ValueError("negative radius")
        case Circle(r):
            return math.pi * r * r
        case Rect(w, h) if w == h:
            return w * w
        case Rect(w=w, h=h):
            return w * h
        case Triangle(a, b, c):
            s = (a + b + c) / 2
            return math.sqrt(s * (s - a) * (s - b) * (s - c))
        case _:
            raise TypeError(f"unknown shape {shape!r}")

for s in [Circle(1), Rect(2, 3), Rect(4, 4), Triangle(3, 4, 5), Circle(-1), "hexagon"]:
    try:
        print(f"{s!r:<32} area={area(s):.3f}")
    except (ValueError, TypeError) as e:
        print(f"{s!r:<32} {type(e).__name__}: {e}")
print(Circle.__match_args__, Rect.__match_args__)
