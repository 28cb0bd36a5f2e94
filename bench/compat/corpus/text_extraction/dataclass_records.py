import re
from dataclasses import dataclass, field, asdict

@dataclass(order=True)
class Rec:
    amount: float
    id: int = field(compare=False)
    user: str = field(compare=False)
    label: str = field(compare=False, default="ham")
    tags: list = field(default_factory=list, compare=False, repr=False)

recs = []
for m in re.finditer(r"id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+).*?msg=\"([^\"]*)\"", context):
    r = Rec(float(m.group(4)), int(m.group(1)), m.group(2), m.group(3))
    r.tags = [w for w in m.group(5).split() if w.isalpha() and len(w) > 4]
    recs.append(r)

print(len(recs))
print(recs[0])
print(asdict(recs[1]))
top = sorted(recs, reverse=True)[:3]
for r in top:
    print(r.id, r.user, r.amount, r.tags)
print(Rec(1.0, 1, "x") == Rec(1.0, 2, "y"), Rec(2.0, 1, "x") > Rec(1.5, 1, "x"))
