from dataclasses import dataclass, field

@dataclass(order=True)
class Txn:
    sort_key: tuple = field(init=False, repr=False)
    amount: float
    user: str
    id: int

    def __post_init__(self):
        self.sort_key = (-self.amount, self.user)

txns = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    kv = dict(p.split("=", 1) for p in line.split()[:6])
    txns.append(Txn(float(kv["amount"]), kv["user"], int(kv["id"])))

txns.sort()
print("top 5:")
for t in txns[:5]:
    print(" ", t)
print("bottom 3:", txns[-3:])
print(Txn(10.0, "a", 1) < Txn(5.0, "a", 2))
print(Txn(10.0, "a", 1) == Txn(10.0, "a", 99))
print(max(txns[:10]).id, min(txns[:10]).id)
