from datetime import datetime
from collections import defaultdict
by_month = defaultdict(lambda: {"n": 0, "total": 0.0})
for l in context.splitlines():
    if not l.startswith("id="):
        continue
    ts = l.split("ts=")[1].split()[0]
    amt = float(l.split("amount=")[1].split()[0])
    dt = datetime.strptime(ts, "%Y-%m-%dT%H:%M")
    key = dt.strftime("%Y-%m")
    by_month[key]["n"] += 1
    by_month[key]["total"] += amt
print(f"{'month':<8} {'n':>3} {'total':>9} {'avg':>7}  bar")
for m in sorted(by_month):
    d = by_month[m]
    avg = d["total"] / d["n"]
    name = datetime.strptime(m, "%Y-%m").strftime("%b")
    print(f"{m:<8} {d['n']:>3} {d['total']:>9.2f} {avg:>7.2f}  {name} {'#' * (d['n'] // 2)}")
best = max(by_month.items(), key=lambda kv: kv[1]["total"])
print("best month:", best[0], round(best[1]["total"], 2))
q = defaultdict(int)
for m, d in by_month.items():
    q[f"Q{(int(m[5:]) - 1) // 3 + 1}"] += d["n"]
print(dict(sorted(q.items())))
