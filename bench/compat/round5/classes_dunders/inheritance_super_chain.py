class Shape:
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    def area(self):
        raise NotImplementedError
    def describe(self):
        return f"{self.name} with area {self.area():.2f}"
    def __repr__(self):
        return f"<{type(self).__name__} {self.name}>"

class Rect(Shape):
    def __init__(self, w, h, name="rect"):
        super().__init__(name)
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h

class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side, name="square")
    def describe(self):
        return super().describe() + f" (side {self.w})"

class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2

shapes = [Rect(2, 3), Square(4), Circle(1.5)]
for s in sorted(shapes, key=lambda s: s.area()):
    print(s.describe())
print(shapes, Shape.count)
print([type(s).__mro__[1].__name__ for s in shapes])
print(isinstance(shapes[1], Rect), issubclass(Square, Shape), issubclass(Circle, Rect))
try:
    Shape("abstract").describe()
except NotImplementedError:
    print("NotImplementedError raised")
