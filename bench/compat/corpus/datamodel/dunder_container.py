class Bag:
    def __init__(self, *items):
        self._items = list(items)
    def __len__(self):
        return len(self._items)
    def __iter__(self):
        return iter(self._items)
    def __contains__(self, x):
        return x in self._items
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Bag(*self._items[i])
        return self._items[i]
    def __add__(self, other):
        return Bag(*self._items, *other)
    def __bool__(self):
        return bool(self._items)
    def __repr__(self):
        return f"Bag({', '.join(map(repr, self._items))})"

b = Bag(3, "x", 4.5)
print(len(b), list(b), "x" in b, b[1], b[::2], b[-1])
print(b + [7], bool(Bag()), sorted(Bag(3, 1, 2)))
print(sum(Bag(1, 2, 3)), max(Bag(5, 9, 2)))
