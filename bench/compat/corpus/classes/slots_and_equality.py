class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

    def dist2(self, other):
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2

pts = []
for line in context.splitlines():
    if line.startswith("id="):
        toks = line.split()
        hh, mm = toks[4][14:16], toks[4][17:19]
        pts.append(Point(int(hh), int(mm) // 10))

uniq = list(dict.fromkeys(pts))
print(len(pts), len(uniq), uniq[:5])
origin = Point(0, 0)
far = max(pts, key=origin.dist2)
print(far, origin.dist2(far), pts.count(far))
print(Point(1, 2) == Point(1, 2), Point(1, 2) == (1, 2), Point(3, 4) in set(pts))
print(hasattr(Point(0, 0), "__dict__"), Point.__slots__)
try:
    Point(1, 1).z = 5
except AttributeError as e:
    print(type(e).__name__)
