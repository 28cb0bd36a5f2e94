defaults = {"label": "unknown", "amount": 0.0, "region": "n/a", "flag": False}
parsed = []
for line in context.splitlines()[:6]:
    kv = dict(t.split("=", 1) for t in line.split()[:6] if "=" in t)
    parsed.append(defaults | kv)
for p in parsed:
    print(p)

totals = {}
for line in context.splitlines():
    if line.startswith("id="):
        r = line.split()[5][7:]
        totals |= {r: totals.get(r, 0) + 1}
print(totals)
overrides = {"eu": 0, "latam": 5}
print(totals | overrides)
print(overrides | totals)
merged = {}
merged |= [("a", 1), ("b", 2)]
print(merged)
try:
    totals | [("x", 1)]
except TypeError as e:
    print("TypeError:", e)
