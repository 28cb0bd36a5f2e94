class IntList(list):
    def __init__(self, items=()):
        super().__init__(self._check(x) for x in items)

    @staticmethod
    def _check(x):
        if not isinstance(x, int) or isinstance(x, bool):
            raise TypeError(f"IntList accepts ints only, got {type(x).__name__}")
        return x

    def append(self, x):
        super().append(self._check(x))

    def extend(self, xs):
        super().extend(self._check(x) for x in xs)

    def __setitem__(self, i, x):
        if isinstance(i, slice):
            x = [self._check(v) for v in x]
        else:
            x = self._check(x)
        super().__setitem__(i, x)

    def mean(self):
        return sum(self) / len(self) if self else 0.0

xs = IntList([3, 1, 4])
xs.append(1)
xs.extend([5, 9])
xs[0] = 2
xs[1:3] = [7, 7]
print(xs, len(xs), xs.mean(), sorted(xs), xs[::-1], type(xs[1:]).__name__)
for bad in (lambda: xs.append("x"), lambda: xs.extend([1, 2.5]), lambda: IntList([True]), lambda: xs.__setitem__(0, None)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print(xs + [100], type(xs + [100]).__name__, xs == [2, 7, 7, 1, 5, 9])
