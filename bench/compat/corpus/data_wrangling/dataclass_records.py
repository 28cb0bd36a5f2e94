from dataclasses import dataclass, field, asdict, astuple

@dataclass(order=True)
class Txn:
    amount: float
    id: int = field(compare=False)
    user: str = field(compare=False)
    tags: list = field(default_factory=list, compare=False, repr=False)

    @property
    def is_large(self):
        return self.amount >= 150

txns = []
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split()[:7])
        t = Txn(float(f["amount"]), int(f["id"]), f["user"])
        t.tags.append(f["label"])
        if f["region"].startswith("us"):
            t.tags.append("domestic")
        txns.append(t)

print(txns[0])
print(asdict(txns[0]))
print(astuple(txns[1]))
ordered = sorted(txns)
print("smallest:", ordered[:2])
print("largest:", max(txns))
large = [t for t in txns if t.is_large]
print(len(large), sum(1 for t in large if "domestic" in t.tags))
print(Txn(1.0, 1, "a") == Txn(1.0, 2, "b"), Txn(1.0, 1, "a") < Txn(2.0, 0, "z"))
try:
    Txn(1.0)
except TypeError as e:
    print(type(e).__name__, e)
