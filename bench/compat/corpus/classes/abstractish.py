class Shape:
    def area(self):
        raise NotImplementedError
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
for sh in [Sq(3), Shape()]:
    try:
        print(sh.area())
    except NotImplementedError:
        print("abstract")
