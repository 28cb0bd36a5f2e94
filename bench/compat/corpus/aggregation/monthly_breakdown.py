from collections import defaultdict
import calendar

monthly = defaultdict(lambda: {"n": 0, "sum": 0.0, "max": 0.0})
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    parts = dict(p.split("=", 1) for p in line.split()[:6])
    month = int(parts["ts"][5:7])
    amt = float(parts["amount"])
    m = monthly[month]
    m["n"] += 1
    m["sum"] += amt
    m["max"] = max(m["max"], amt)

for month in sorted(monthly):
    m = monthly[month]
    bar = "#" * (m["n"] // 2)
    print(f"{calendar.month_abbr[month]:>3} n={m['n']:>2} sum={m['sum']:8.2f} "
          f"avg={m['sum']/m['n']:6.2f} max={m['max']:6.2f} {bar}")

busiest = max(monthly, key=lambda k: (monthly[k]["n"], monthly[k]["sum"]))
print("busiest month:", calendar.month_name[busiest])
quarters = defaultdict(float)
for month, m in monthly.items():
    quarters[f"Q{(month - 1) // 3 + 1}"] += m["sum"]
print({q: round(v, 2) for q, v in sorted(quarters.items())})
