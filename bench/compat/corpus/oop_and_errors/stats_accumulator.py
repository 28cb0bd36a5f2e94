class RunningStats:
    def __init__(self, name):
        self.name = name
        self.n = 0
        self.total = 0.0
        self.lo = None
        self.hi = None

    def add(self, x):
        self.n += 1
        self.total += x
        self.lo = x if self.lo is None else min(self.lo, x)
        self.hi = x if self.hi is None else max(self.hi, x)
        return self

    @property
    def mean(self):
        return self.total / self.n if self.n else 0.0

    def __repr__(self):
        return f"RunningStats({self.name!r}, n={self.n}, mean={self.mean:.2f}, range=[{self.lo}, {self.hi}])"

stats = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    fields = dict(kv.split("=", 1) for kv in line.split(" msg=")[0].split())
    label = fields["label"]
    stats.setdefault(label, RunningStats(label)).add(float(fields["amount"]))

for label in sorted(stats):
    print(stats[label])

best = max(stats.values(), key=lambda s: s.mean)
print("highest mean:", best.name, round(best.mean, 3))
print("total n:", sum(s.n for s in stats.values()))
