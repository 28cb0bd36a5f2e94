from itertools import combinations, product, permutations
from collections import Counter

rows = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        rows.append(kv)

users = sorted({r["user"] for r in rows})
regions = sorted({r["region"] for r in rows})
print(users, regions)

shared = {}
for a, b in combinations(users, 2):
    ra = {r["region"] for r in rows if r["user"] == a and r["label"] == "spam"}
    rb = {r["region"] for r in rows if r["user"] == b and r["label"] == "spam"}
    shared[f"{a}+{b}"] = len(ra & rb)
print(dict(sorted(shared.items(), key=lambda kv: -kv[1])[:5]))

cell = Counter((r["label"], r["region"]) for r in rows)
labels = ["ham", "spam", "promo", "alert"]
print(" " * 6 + "".join(f"{g:>8}" for g in regions))
for lab in labels:
    print(f"{lab:<6}" + "".join(f"{cell[(lab, g)]:>8}" for g in regions))
empty = [(l, g) for l, g in product(labels, regions) if cell[(l, g)] == 0]
print("empty cells:", empty)
print(len(list(combinations(range(6), 3))), len(list(permutations("abc"))))
print(list(product([0, 1], repeat=2)))
