class Budget:
    def __init__(self, owner, limit):
        self.owner = owner
        self.limit = limit
        self._spent = 0.0

    @property
    def limit(self):
        return self._limit

    @limit.setter
    def limit(self, value):
        if value < 0:
            raise ValueError(f"limit must be >= 0, got {value}")
        self._limit = float(value)

    @property
    def remaining(self):
        return round(self._limit - self._spent, 2)

    def charge(self, amount):
        if amount > self.remaining:
            raise RuntimeError(f"{self.owner}: charge {amount:.2f} exceeds remaining {self.remaining:.2f}")
        self._spent += amount

    __repr__ = lambda self: f"<Budget {self.owner} spent={self._spent:.2f}/{self._limit:.2f}>"

budgets = {u: Budget(u, 1500) for u in ["alice", "bob", "carol", "dave", "erin", "frank"]}
rejected = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    f = dict(t.split("=", 1) for t in line.split()[:4])
    try:
        budgets[f["user"]].charge(float(f["amount"]))
    except RuntimeError as e:
        rejected.append((int(f["id"]), str(e)))

for b in budgets.values():
    print(b, "remaining", b.remaining)
print("rejected:", len(rejected), rejected[0])
try:
    budgets["bob"].limit = -5
except ValueError as e:
    print("ValueError:", e)
budgets["bob"].limit = 5000; print(budgets["bob"].remaining)
try:
    budgets["bob"].remaining = 3
except AttributeError as e:
    print("AttributeError:", e)
