import re
agg = {}
for u, l in re.findall(r"user=(\w+) label=(\w+)", context):
    agg.setdefault(u, {}).setdefault(l, 0)
    agg[u][l] += 1
print(agg["alice"])
print(sorted(agg))
