from collections import defaultdict

tree = defaultdict(lambda: defaultdict(list))
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    parts = line.split()
    d = {p.split("=")[0]: p.split("=")[1] for p in parts[:7]}
    month = d["ts"][5:7]
    tree[d["region"]][month].append(float(d["amount"]))

for region in sorted(tree):
    months = tree[region]
    busiest = max(months, key=lambda m: len(months[m]))
    print(region, "months:", len(months), "busiest:", busiest, len(months[busiest]))

eu = tree["eu"]
print(sorted(eu.keys()))
print({m: round(sum(v), 2) for m, v in sorted(eu.items())[:4]})
print(type(tree).__name__, type(tree["eu"]).__name__)
print("missing" in tree, len(tree))
_ = tree["missing"]["01"]
print("missing" in tree, len(tree), dict(tree["missing"]))
