class Clamped(list):
    def __setitem__(self, i, v):
        super().__setitem__(i, max(0, min(10, v)))
c = Clamped([1, 2, 3])
c[0] = 50
c[1] = -4
print(c)
