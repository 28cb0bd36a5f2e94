from functools import total_ordering

@total_ordering
class Txn:
    __slots__ = ("id", "user", "amount")

    def __init__(self, id, user, amount):
        self.id = id
        self.user = user
        self.amount = amount

    def __eq__(self, other):
        if not isinstance(other, Txn):
            return NotImplemented
        return (self.amount, self.id) == (other.amount, other.id)

    def __lt__(self, other):
        if not isinstance(other, Txn):
            return NotImplemented
        return (self.amount, self.id) < (other.amount, other.id)

    def __repr__(self):
        return f"Txn(#{self.id} {self.user} {self.amount:.2f})"

txns = []
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split()[:4])
        txns.append(Txn(int(f["id"]), f["user"], float(f["amount"])))

ordered = sorted(txns)
print("smallest:", ordered[:3])
print("largest:", ordered[-3:])
print(max(txns), min(txns))
a, b = txns[0], txns[1]
print(a > b, a <= b, a >= a, a != b)
print(txns[0] == "x")
try:
    txns[0] < 5
except TypeError as e:
    print("TypeError:", e)
try:
    txns[0].note = "hi"
except AttributeError as e:
    print("AttributeError:", e)
