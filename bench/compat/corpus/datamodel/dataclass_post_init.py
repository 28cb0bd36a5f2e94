from dataclasses import dataclass, field, fields

@dataclass
class Stats:
    values: list
    total: float = field(init=False)
    mean: float = field(init=False, repr=False)

    def __post_init__(self):
        self.total = sum(self.values)
        self.mean = self.total / len(self.values) if self.values else 0.0

s = Stats([1, 2, 3, 4])
print(s, s.mean)
print([f.name for f in fields(Stats)])
print(Stats([]).mean)
