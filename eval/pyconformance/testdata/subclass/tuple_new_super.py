class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
    @property
    def y(self):
        return self[1]
    def __repr__(self):
        return 'Point(%r, %r)' % self
p = Point(3, 4)
print(p, p.x, p.y, p == (3, 4), len(p), sum(p))
a, b = p
print(a, b, hash(p) == hash((3, 4)))
