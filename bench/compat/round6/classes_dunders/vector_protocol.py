import math

class Vec:
    def __init__(self, *xs):
        self._xs = tuple(float(x) for x in xs)

    def __len__(self):
        return len(self._xs)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Vec(*self._xs[i])
        return self._xs[i]

    def __iter__(self):
        return iter(self._xs)

    def __add__(self, o):
        return Vec(*(a + b for a, b in zip(self, o)))

    def __sub__(self, o):
        return Vec(*(a - b for a, b in zip(self, o)))

    def __mul__(self, k):
        if isinstance(k, Vec):
            return sum(a * b for a, b in zip(self, k))
        return Vec(*(a * k for a in self))

    __rmul__ = __mul__

    def __neg__(self):
        return self * -1

    def __abs__(self):
        return math.hypot(*self._xs)

    def __bool__(self):
        return any(self._xs)

    def __eq__(self, o):
        return isinstance(o, Vec) and self._xs == o._xs

    def __repr__(self):
        return "Vec(" + ", ".join(f"{x:g}" for x in self._xs) + ")"

    def __format__(self, spec):
        return "<" + ", ".join(format(x, spec) for x in self._xs) + ">"

a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, -a, 2 * a)
print(abs(a), a * b, bool(Vec(0, 0)), bool(b))
print(f"{a:.2f} | {Vec(1, 2, 3)[1:]!r} | {len(Vec(1, 2, 3))}")
print(list(reversed(Vec(7, 8, 9))), 8.0 in Vec(7, 8, 9))
print(a == Vec(3.0, 4.0), a != b)
unit = a * (1 / abs(a))
print(f"{unit:.3f}", round(abs(unit), 10))
