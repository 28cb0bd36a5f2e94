from collections import namedtuple
from typing import NamedTuple, Optional

Raw = namedtuple("Raw", "id user label amount")

class Summary(NamedTuple):
    user: str
    count: int
    total: float
    largest: Optional[Raw] = None

    def avg(self):
        return self.total / self.count if self.count else 0.0

raws = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(t.split("=", 1) for t in line.split(" msg=")[0].split())
        raws.append(Raw(int(kv["id"]), kv["user"], kv["label"], float(kv["amount"])))

print(raws[0], raws[0]._asdict())
print(raws[1]._replace(amount=0.0))
summaries = []
for user in sorted({r.user for r in raws}):
    mine = [r for r in raws if r.user == user]
    summaries.append(Summary(user, len(mine), round(sum(r.amount for r in mine), 2),
                             max(mine, key=lambda r: r.amount)))
for s in summaries:
    print(f"{s.user:<6} {s.count:>3} {s.total:>9.2f} avg={s.avg():.2f} largest id={s.largest.id}")
print(Summary("nobody", 0, 0.0))
print(Summary._fields, Raw._fields)
u, c, *_ = summaries[0]
print(u, c)
