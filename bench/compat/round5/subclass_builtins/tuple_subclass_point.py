class Point(tuple):
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
    def __repr__(self):
        return f"Point(x={self.x}, y={self.y})"

p = Point(1, 2)
q = p + Point(3, 4)
print(p, q, q.x, len(q), list(q))
print(p == (1, 2), {p: "a"}[(1, 2)], sorted([Point(2, 0), Point(1, 5)]))
x, y = q
print(x * y, isinstance(q, tuple), hash(p) == hash((1, 2)))
print(max([Point(0, 9), Point(3, 1)], key=lambda pt: pt.y))
