import math

class Point(tuple):
    __slots__ = ()

    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))

    @property
    def x(self):
        return self[0]

    @property
    def y(self):
        return self[1]

    def __add__(self, other):
        return Point(self.x + other[0], self.y + other[1])

    def dist(self, other=(0, 0)):
        return math.hypot(self.x - other[0], self.y - other[1])

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

p, q = Point(1, 2), Point(4, 6)
print(p, q, p + q, p.dist(q), q.dist())
print(len(p), list(p), p == (1, 2), p[0], p.count(1), tuple(p) + (9,))
x, y = q
print(x, y, sorted([q, p, Point(0, 5)]), max([p, q], key=Point.dist))
print({p: "a", (1, 2): "b"}, hash(p) == hash((1, 2)))
try:
    p.z = 1
except AttributeError as e:
    print("AttributeError:", e)
print(type(p[:1]).__name__, isinstance(p, tuple))
