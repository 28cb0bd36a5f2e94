class UserStats:
    """Accumulates per-user stats from log lines."""
    def __init__(self, name):
        self.name = name
        self.count = 0
        self.total = 0.0
        self.labels = {}

    def add(self, amount, label):
        self.count += 1
        self.total += amount
        self.labels[label] = self.labels.get(label, 0) + 1

    @property
    def mean(self):
        return self.total / self.count if self.count else 0.0

    def __repr__(self):
        return f"UserStats({self.name!r}, n={self.count}, mean={self.mean:.2f})"

    def __lt__(self, other):
        return self.total < other.total

stats = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    parts = dict(p.split("=", 1) for p in line.split(' msg=')[0].split())
    u = parts["user"]
    if u not in stats:
        stats[u] = UserStats(u)
    stats[u].add(float(parts["amount"]), parts["label"])

for s in sorted(stats.values(), reverse=True):
    print(s, dict(sorted(s.labels.items())))
print("richest:", max(stats.values()).name)
print(str(stats["alice"]) == repr(stats["alice"]))
