class IntList(list):
    def __init__(self, items=()):
        super().__init__(self._check(i) for i in items)
    @staticmethod
    def _check(v):
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError(f"IntList only holds ints, not {type(v).__name__}")
        return v
    def append(self, v):
        super().append(self._check(v))
    def extend(self, vs):
        super().extend(self._check(v) for v in vs)
    def mean(self):
        return sum(self) / len(self) if self else 0.0

xs = IntList([3, 1, 2])
xs.append(10)
xs.extend([4, 5])
print(xs, len(xs), xs.mean(), sorted(xs), max(xs))
for bad in (2.5, "7", True):
    try:
        xs.append(bad)
    except TypeError as e:
        print(e)
print(type(xs).__name__, type(xs + [1]).__name__, type(xs[1:]).__name__)
print(isinstance(xs, list), xs == [3, 1, 2, 10, 4, 5])
