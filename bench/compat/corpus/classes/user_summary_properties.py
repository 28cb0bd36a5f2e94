import re

class UserSummary:
    def __init__(self, name):
        self.name = name
        self._amounts = []

    def add(self, amount):
        if amount < 0:
            raise ValueError(f"negative amount for {self.name}: {amount}")
        self._amounts.append(amount)

    @property
    def total(self):
        return round(sum(self._amounts), 2)

    @property
    def count(self):
        return len(self._amounts)

    @property
    def mean(self):
        return self.total / self.count if self.count else 0.0

    def __repr__(self):
        return f"UserSummary({self.name!r}, n={self.count}, total={self.total})"

summaries = {}
for m in re.finditer(r"user=(\w+) label=\w+ amount=([\d.]+)", context):
    user, amt = m.group(1), float(m.group(2))
    summaries.setdefault(user, UserSummary(user)).add(amt)

for s in sorted(summaries.values(), key=lambda s: -s.total):
    print(s, f"mean={s.mean:.2f}")
try:
    summaries["alice"].add(-5)
except ValueError as e:
    print("error:", e)
