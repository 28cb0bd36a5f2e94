from functools import cached_property
import statistics

class Series:
    def __init__(self, name, values):
        self.name = name
        self.values = values
        self.computations = 0

    @cached_property
    def mean(self):
        self.computations += 1
        return statistics.fmean(self.values)

    @cached_property
    def sorted_values(self):
        self.computations += 1
        return sorted(self.values)

    @property
    def median(self):
        s = self.sorted_values
        mid = len(s) // 2
        return s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2

s = Series("latency", [120, 85, 300, 95, 110, 101])
print(s.mean, s.mean, s.median, s.median, s.computations)
s.values.append(1000)
print(s.mean, "(stale)")
del s.mean
print(round(s.mean, 3), s.computations, "mean" in vars(s))
