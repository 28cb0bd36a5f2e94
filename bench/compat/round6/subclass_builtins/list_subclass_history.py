class HistoryList(list):
    def __init__(self, *args):
        super().__init__(*args)
        self.ops = []

    def append(self, x):
        self.ops.append(("append", x))
        super().append(x)

    def pop(self, i=-1):
        v = super().pop(i)
        self.ops.append(("pop", v))
        return v

    def __iadd__(self, other):
        self.ops.append(("extend", len(other)))
        return super().__iadd__(other)

    def __delitem__(self, i):
        self.ops.append(("del", i))
        super().__delitem__(i)

h = HistoryList([1, 2])
h.append(3)
h += [4, 5]
h.pop(0)
del h[1]
h.insert(0, 99)
h.sort()
print(h, type(h).__name__)
print(h.ops)
print(h * 2, type(h * 2).__name__, h.index(5), h.count(5), 4 in h)
h.reverse()
print(h, list(reversed(h)), h.copy(), type(h.copy()).__name__)
