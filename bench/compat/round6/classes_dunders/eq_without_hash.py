class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

class FrozenPoint(Point):
    def __hash__(self):
        return hash((self.x, self.y))

    def __setattr__(self, name, value):
        if hasattr(self, name):
            raise AttributeError(f"cannot reassign {name!r}")
        super().__setattr__(name, value)

print(Point.__hash__ is None)
try:
    {Point(1, 2)}
except TypeError as e:
    print("TypeError:", e)
s = {FrozenPoint(1, 2), FrozenPoint(1, 2), FrozenPoint(3, 4)}
print(len(s), FrozenPoint(3, 4) in s)
fp = FrozenPoint(0, 0)
try:
    fp.x = 5
except AttributeError as e:
    print("AttributeError:", e)
print(Point(1, 2) == FrozenPoint(1, 2), Point(1, 2) == (1, 2), Point(1, 2) != "p")
print([p for p in [Point(0, 1), Point(1, 0), Point(0, 1)] if p == Point(0, 1)])
