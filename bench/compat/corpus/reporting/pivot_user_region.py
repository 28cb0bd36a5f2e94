import re

data = {}
for user, amt, region in re.findall(r"user=(\w+) label=\w+ amount=([\d.]+) ts=\S+ region=(\S+)", context):
    data.setdefault(user, {}).setdefault(region, 0.0)
    data[user][region] += float(amt)

regions = sorted({r for d in data.values() for r in d})
users = sorted(data)
colw = 10
print("user".ljust(8) + "".join(r.rjust(colw) for r in regions) + "total".rjust(colw))
print("=" * (8 + colw * (len(regions) + 1)))
for u in users:
    vals = [data[u].get(r, 0.0) for r in regions]
    print(u.ljust(8) + "".join(f"{v:{colw}.2f}" for v in vals) + f"{sum(vals):{colw}.2f}")
print("=" * (8 + colw * (len(regions) + 1)))
col_totals = [sum(data[u].get(r, 0.0) for u in users) for r in regions]
print("total".ljust(8) + "".join(f"{v:{colw}.2f}" for v in col_totals) + f"{sum(col_totals):{colw}.2f}")

best = max(((u, r) for u in users for r in regions), key=lambda ur: data[ur[0]].get(ur[1], 0))
print("largest cell:", best, round(data[best[0]][best[1]], 2))
