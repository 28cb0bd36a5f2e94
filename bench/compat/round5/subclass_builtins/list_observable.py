class Observable(list):
    def __init__(self, *args):
        super().__init__(*args)
        self.events = []
    def append(self, x):
        self.events.append(("append", x))
        super().append(x)
    def __setitem__(self, i, v):
        self.events.append(("set", i, v))
        super().__setitem__(i, v)
    def __delitem__(self, i):
        self.events.append(("del", i))
        super().__delitem__(i)

o = Observable([1, 2, 3])
o.append(4)
o[0] = 10
del o[1]
o += [7]
print(o, o.events)
print(sum(o), o.index(4), o.count(7), type(o).__name__)
o.sort(reverse=True)
print(o, o.events[-1])
