from dataclasses import dataclass, field, asdict

@dataclass(order=True)
class Record:
    amount: float
    id: int = field(compare=False)
    user: str = field(compare=False)
    label: str = field(compare=False, default="ham")
    tags: list = field(default_factory=list, compare=False, repr=False)

recs = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    f = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    recs.append(Record(float(f["amount"]), int(f["id"]), f["user"], f["label"]))

top = sorted(recs, reverse=True)[:3]
for r in top:
    print(r)
print(min(recs))
print(asdict(recs[0]))
r2 = Record(1.0, 999, "zed")
r2.tags.append("manual")
print(r2, r2.tags, r2 == Record(1.0, 0, "other"))
print(Record.__dataclass_fields__["label"].default)
