from collections import namedtuple
import re

Record = namedtuple("Record", "id user label amount region")
recs = []
for line in context.splitlines():
    m = re.match(r"id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=\S+ region=(\S+)", line)
    if m:
        recs.append(Record(int(m[1]), m[2], m[3], float(m[4]), m[5]))

print(recs[0])
print(recs[0]._asdict())
r2 = recs[1]._replace(amount=0.0, label="void")
print(r2, r2 == recs[1])
print(Record._fields, len(recs))
uid, user, *rest = recs[2]
print(uid, user, rest)
big = max(recs, key=lambda r: r.amount)
print("biggest:", big.user, big.amount, big[3])
Point = namedtuple("Point", ["x", "y"], defaults=[0])
print(Point(3), Point(1, 2), Point._make([5, 6]))
print(sorted(recs[:5], key=lambda r: (r.region, -r.amount)))
print(tuple(recs[0])[:3], isinstance(recs[0], tuple))
try:
    recs[0].amount = 1
except AttributeError as e:
    print("AttributeError:", e)
