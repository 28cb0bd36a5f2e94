import re
from collections import namedtuple
from itertools import groupby
from operator import attrgetter

Row = namedtuple("Row", "id user region amount")
rows = [
    Row(int(i), u, r, float(a))
    for i, u, a, r in re.findall(r"id=(\d+) user=(\w+) label=\w+ amount=([\d.]+) ts=\S+ region=(\S+)", context)
]
print(rows[0], rows[0]._fields)

rows.sort(key=attrgetter("region", "user"))
for region, grp in groupby(rows, key=attrgetter("region")):
    grp = list(grp)
    users = [u for u, _ in groupby(grp, key=attrgetter("user"))]
    total = round(sum(r.amount for r in grp), 2)
    print(f"{region:8} n={len(grp):3} total={total:9.2f} users={','.join(users)}")

print(rows[5]._replace(amount=0.0))
print(rows[5]._asdict())
