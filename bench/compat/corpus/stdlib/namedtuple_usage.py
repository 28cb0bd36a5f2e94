from collections import namedtuple
Row = namedtuple("Row", "id user amount")
rows = []
for l in context.splitlines()[:6]:
    if l.startswith("id="):
        f = dict(p.split("=", 1) for p in l.split()[:4])
        rows.append(Row(int(f["id"]), f["user"], float(f["amount"])))
print(rows[0])
print(max(rows, key=lambda r: r.amount).user, sum(r.amount for r in rows))
r = rows[0]._replace(amount=0.0)
print(r, r._asdict(), Row._fields, r[1], tuple(r))
i, u, a = rows[1]
print(i, u, a, Row._make([9, "z", 1.0]))
Pt = namedtuple("Pt", ["x", "y"], defaults=[0])
print(Pt(1), Pt(1, 2) == (1, 2))
