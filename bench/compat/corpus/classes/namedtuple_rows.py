from collections import namedtuple
from typing import NamedTuple

Row = namedtuple("Row", "id user label amount")

class RegionStat(NamedTuple):
    region: str
    count: int
    total: float = 0.0

    def avg(self) -> float:
        return self.total / self.count if self.count else 0.0

rows = []
stats = {}
for line in context.splitlines()[:40]:
    if not line.startswith("id="):
        continue
    d = dict(p.split("=", 1) for p in line.split()[:6])
    rows.append(Row(int(d["id"]), d["user"], d["label"], float(d["amount"])))
    old = stats.get(d["region"], RegionStat(d["region"], 0))
    stats[d["region"]] = old._replace(count=old.count + 1, total=round(old.total + float(d["amount"]), 2))

print(rows[0], rows[0]._asdict())
print(Row._fields, RegionStat._fields, RegionStat._field_defaults)
for s in stats.values():
    print(s, f"{s.avg():.3f}")
rid, user, *rest = rows[5]
print(rid, user, rest)
print(sum(r.amount for r in rows if r.label == "spam"))
print(RegionStat("x", 2) == ("x", 2, 0.0), isinstance(stats["eu"], tuple))
