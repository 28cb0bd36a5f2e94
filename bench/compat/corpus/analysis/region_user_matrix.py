import re

recs = [m.groupdict() for m in re.finditer(
    r"id=(?P<id>\d+) user=(?P<user>\w+) label=(?P<label>\w+) amount=(?P<amount>[\d.]+) "
    r"ts=(?P<ts>\S+) region=(?P<region>[\w-]+)", context)]
users = sorted({r["user"] for r in recs})
regions = sorted({r["region"] for r in recs})
matrix = {u: {g: 0.0 for g in regions} for u in users}
for r in recs:
    matrix[r["user"]][r["region"]] += float(r["amount"])

print("user".ljust(7) + "".join(g.rjust(10) for g in regions) + "total".rjust(10))
for u in users:
    row = matrix[u]
    print(u.ljust(7) + "".join(f"{row[g]:10.2f}" for g in regions) + f"{sum(row.values()):10.2f}")

# which user is most concentrated in a single region?
def concentration(u):
    row = matrix[u]
    return max(row.values()) / sum(row.values())

for u in sorted(users, key=concentration, reverse=True)[:3]:
    row = matrix[u]
    g = max(row, key=row.get)
    print(f"{u} spends {concentration(u):.1%} of their total in {g}")
