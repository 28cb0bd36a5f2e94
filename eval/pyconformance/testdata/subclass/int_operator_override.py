class Mod7(int):
    def __add__(self, other):
        return Mod7((int(self) + int(other)) % 7)
    __radd__ = __add__
    def __repr__(self):
        return 'Mod7(%d)' % int(self)
x = Mod7(5)
print(x + 4, 4 + x, repr(x + x), sum([Mod7(3), Mod7(6)]), x * 2)
