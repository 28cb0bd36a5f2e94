import bisect
class SortedList(list):
    def __init__(self, items=()):
        super().__init__(sorted(items))
    def add(self, x):
        bisect.insort(self, x)
    def __contains__(self, x):
        i = bisect.bisect_left(self, x)
        return i < len(self) and self[i] == x
    def range(self, lo, hi):
        return self[bisect.bisect_left(self, lo):bisect.bisect_right(self, hi)]
s = SortedList([5, 1, 9, 3])
for v in (4, 0, 10, 4):
    s.add(v)
print(s, len(s), 4 in s, 7 in s)
print(s.range(3, 9), s.range(100, 200), type(s.range(0, 1)).__name__)
print(s[0], s[-1], s.count(4), s.index(9))
print(isinstance(s, list), list(reversed(s))[:3])
