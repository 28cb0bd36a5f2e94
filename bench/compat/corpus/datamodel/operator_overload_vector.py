import math
class Vec:
    def __init__(self, *c):
        self.c = tuple(c)
    def __add__(self, o):
        return Vec(*(a + b for a, b in zip(self.c, o.c)))
    def __sub__(self, o):
        return Vec(*(a - b for a, b in zip(self.c, o.c)))
    def __mul__(self, k):
        return Vec(*(a * k for a in self.c))
    __rmul__ = __mul__
    def __neg__(self):
        return self * -1
    def __abs__(self):
        return math.hypot(*self.c)
    def __eq__(self, o):
        return self.c == o.c
    def __repr__(self):
        return f"Vec{self.c}"

v, w = Vec(1, 2), Vec(3, 4)
print(v + w, w - v, 2 * v, v * 3, -v, abs(w))
print(v == Vec(1, 2), v != w)
print(sum([v, w], Vec(0, 0)))
