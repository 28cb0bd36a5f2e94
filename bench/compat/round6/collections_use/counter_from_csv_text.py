from collections import Counter, defaultdict

context = """date,region,product,units
2024-01-03,north,tea,12
2024-01-03,south,coffee,7
2024-01-04,north,coffee,3
2024-01-05,east,tea,9
2024-01-05,south,tea,4
2024-01-06,north,tea,6
2024-01-06,east,coffee,11
bad line without commas
2024-01-07,south,coffee,x"""

header, *rows = context.splitlines()
cols = header.split(",")
units = Counter()
per_region = defaultdict(Counter)
skipped = []
for i, line in enumerate(rows, 2):
    parts = line.split(",")
    if len(parts) != len(cols):
        skipped.append((i, "wrong field count"))
        continue
    rec = dict(zip(cols, parts))
    try:
        n = int(rec["units"])
    except ValueError:
        skipped.append((i, f"bad units {rec['units']!r}"))
        continue
    units[rec["product"]] += n
    per_region[rec["region"]][rec["product"]] += n

print(units)
for region in sorted(per_region):
    c = per_region[region]
    print(f"{region:<6} total={sum(c.values()):>3} top={c.most_common(1)[0][0]}")
print(skipped)
