rows = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(t.split("=", 1) for t in line.split()[:6])
        kv["amount"] = float(kv["amount"])
        rows.append(kv)

by_amount = sorted(rows, key=lambda r: r["amount"], reverse=True)
print([(r["id"], r["amount"]) for r in by_amount[:3]])
by_multi = sorted(rows, key=lambda r: (r["region"], -r["amount"]))
print([(r["region"], r["amount"]) for r in by_multi[:3]])
print(list(map(lambda r: r["user"][0].upper(), rows[:10])))
print(list(filter(lambda r: r["label"] == "alert" and r["amount"] > 150, rows))[0]["id"])
fmt = lambda x: f"{x:,.2f}"
print(fmt(sum(r["amount"] for r in rows)))
ops = {"sum": lambda xs: sum(xs), "max": max, "avg": lambda xs: sum(xs) / len(xs)}
vals = [r["amount"] for r in rows if r["user"] == "carol"]
print({k: round(f(vals), 2) for k, f in ops.items()})
from functools import reduce
print(reduce(lambda acc, r: acc + (r["label"] == "spam"), rows, 0))
print(min(rows, key=lambda r: (r["ts"], r["id"]))["ts"])
print((lambda *a, **k: (len(a), sorted(k)))(1, 2, z=1, a=2))
