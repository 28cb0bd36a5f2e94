import bisect
from collections import Counter

bands = [25, 50, 100, 150]
names = ["<25", "25-50", "50-100", "100-150", "150+"]
table = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    f = dict(x.split("=", 1) for x in line.split(" msg=")[0].split())
    band = names[bisect.bisect_right(bands, float(f["amount"]))]
    table.setdefault(f["label"], Counter())[band] += 1

print(f"{'label':<6}" + "".join(f"{n:>9}" for n in names))
for label in sorted(table):
    c = table[label]
    print(f"{label:<6}" + "".join(f"{c[n]:>9}" for n in names))
share = {lab: round(c["150+"] / sum(c.values()), 3) for lab, c in table.items()}
print(sorted(share.items(), key=lambda kv: kv[1], reverse=True))
