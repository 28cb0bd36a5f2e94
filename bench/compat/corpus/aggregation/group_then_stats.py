import re
from collections import defaultdict
g = defaultdict(list)
for region, amt in re.findall(r"amount=([\d.]+) ts=\S+ region=(\S+)", context):
    pass
for amt, region in re.findall(r"amount=([\d.]+) ts=\S+ region=(\S+)", context):
    g[region].append(float(amt))
for r in sorted(g):
    v = g[r]
    print(r, len(v), f"{sum(v) / len(v):.2f}")
