from dataclasses import dataclass
@dataclass
class Point:
    x: float
    y: float
@dataclass
class Circle:
    center: Point
    r: float
@dataclass
class Rect:
    corner: Point
    w: float
    h: float
def describe(shape):
    match shape:
        case Circle(Point(0, 0), r):
            return f"circle at origin r={r}"
        case Circle(center=Point(x=x, y=y), r=r) if r > 10:
            return f"big circle at {x},{y}"
        case Circle():
            return "small circle"
        case Rect(_, w, h) if w == h:
            return f"square side {w}"
        case Rect(Point(x, y), w, h):
            return f"rect {w}x{h} at {x},{y}"
        case Point(x=0, y=0):
            return "origin"
        case Point():
            return "a point"
        case int() | float() as n:
            return f"number {n}"
        case str(s):
            return f"string of {len(s)}"
        case _:
            return "unknown"
for s in [Circle(Point(0, 0), 2), Circle(Point(1, 2), 20), Circle(Point(1, 1), 3), Rect(Point(0, 0), 4, 4),
          Rect(Point(1, 1), 2, 5), Point(0, 0), Point(3, 0), 7, 2.5, "hey", None]:
    print(describe(s))
