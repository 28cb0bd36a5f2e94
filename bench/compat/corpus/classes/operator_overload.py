class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
print(Vec(1, 2) + Vec(3, 4), Vec(1, 2) * 3)
