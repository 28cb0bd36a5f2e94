class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __eq__(self, o):
        return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)

pts = [Point(1, 2), Point(2, 1), Point(1, 2), Point(0, 0)]
uniq = list(dict.fromkeys(pts))
print(uniq, len(set(pts)))
try:
    pts[0].z = 3
except AttributeError as e:
    print("AttributeError")
print(Point(1, 2) in {Point(1, 2): "yes"}, hasattr(Point(0, 0), "__dict__"))
