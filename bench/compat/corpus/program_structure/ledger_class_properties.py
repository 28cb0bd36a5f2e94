class Ledger:
    def __init__(self, owner):
        self.owner = owner
        self._entries = []
    def add(self, amount, label):
        if amount < 0:
            raise ValueError(f"negative amount {amount}")
        self._entries.append((amount, label))
        return self

    @property
    def total(self):
        return round(sum(a for a, _ in self._entries), 2)

    @property
    def spam_share(self):
        if not self._entries:
            return 0.0
        return sum(1 for _, l in self._entries if l == "spam") / len(self._entries)

    def __len__(self):
        return len(self._entries)
    def __repr__(self):
        return f"Ledger({self.owner!r}, n={len(self)}, total={self.total})"

    def __eq__(self, other):
        return isinstance(other, Ledger) and self.total == other.total
    def __lt__(self, other):
        return self.total < other.total

ledgers = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    user = line.split("user=")[1].split()[0]
    amt = float(line.split("amount=")[1].split()[0])
    lab = line.split("label=")[1].split()[0]
    ledgers.setdefault(user, Ledger(user)).add(amt, lab)

for led in sorted(ledgers.values(), reverse=True):
    print(led, f"spam={led.spam_share:.2%}")
print(max(ledgers.values()).owner, Ledger("x") == Ledger("y"))
try:
    ledgers["bob"].total = 0
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Ledger("z").add(5, "ham").add(-1, "ham")
except ValueError as e:
    print("rejected:", e)
