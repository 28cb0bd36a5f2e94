import math
class Running:
    """Welford online mean/variance."""
    def __init__(self):
        self.n = 0
        self.mean = 0.0
        self.m2 = 0.0
        self.lo = math.inf
        self.hi = -math.inf
    def push(self, x):
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self.m2 += d * (x - self.mean)
        self.lo, self.hi = min(self.lo, x), max(self.hi, x)
    @property
    def var(self):
        return self.m2 / (self.n - 1) if self.n > 1 else float("nan")
    def __str__(self):
        return f"n={self.n} mean={self.mean:.3f} sd={math.sqrt(self.var):.3f} range=[{self.lo}, {self.hi}]"

overall = Running()
per_label = {}
for l in context.splitlines():
    if not l.startswith("id="):
        continue
    amt = float(l.split("amount=")[1].split()[0])
    lab = l.split("label=")[1].split()[0]
    overall.push(amt)
    per_label.setdefault(lab, Running()).push(amt)
print("all  ", overall)
for lab, r in sorted(per_label.items()):
    print(f"{lab:<5}", r)
empty = Running()
print(empty.var, math.isnan(empty.var), empty.lo, f"{empty.hi}")
