import re
from collections import defaultdict

agg = defaultdict(lambda: {"n": 0, "total": 0.0, "max": 0.0})
for amt, region in re.findall(r"amount=([\d.]+) ts=\S+ region=(\S+)", context):
    amt = float(amt)
    a = agg[region]
    a["n"] += 1
    a["total"] += amt
    a["max"] = max(a["max"], amt)

header = f"{'Region':<10}{'Count':>7}{'Total':>12}{'Avg':>9}{'Max':>9}"
print(header)
print("-" * len(header))
for region, a in sorted(agg.items(), key=lambda kv: -kv[1]["total"]):
    print(f"{region:<10}{a['n']:>7}{a['total']:>12,.2f}{a['total'] / a['n']:>9.2f}{a['max']:>9.2f}")
print("-" * len(header))
n = sum(a["n"] for a in agg.values())
tot = sum(a["total"] for a in agg.values())
print(f"{'ALL':<10}{n:>7}{tot:>12,.2f}{tot / n:>9.2f}{max(a['max'] for a in agg.values()):>9.2f}")
