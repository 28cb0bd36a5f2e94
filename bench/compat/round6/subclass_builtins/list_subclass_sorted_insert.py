import bisect

class SortedList(list):
    def __init__(self, items=(), key=None):
        self.key = key or (lambda x: x)
        super().__init__(sorted(items, key=self.key))

    def add(self, item):
        keys = [self.key(x) for x in self]
        self.insert(bisect.bisect_right(keys, self.key(item)), item)

    def append(self, item):
        raise TypeError("use add() to keep order")

    def range(self, lo, hi):
        return [x for x in self if lo <= self.key(x) < hi]

events = SortedList([("09:30", "standup"), ("13:00", "lunch"), ("08:00", "gym")], key=lambda e: e[0])
events.add(("10:15", "review"))
events.add(("07:45", "coffee"))
for t, name in events:
    print(t, name)
print(events.range("08:00", "12:00"))
try:
    events.append(("23:00", "sleep"))
except TypeError as e:
    print("TypeError:", e)
nums = SortedList([5, 1, 4])
nums.add(3)
print(nums, nums[0], nums[-1], len(nums), isinstance(nums, list))
