recs = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        kv["amount"] = float(kv["amount"])
        recs.append(kv)

for region in ["eu", "apac", "mars"]:
    sub = [r for r in recs if r["region"] == region]
    lo = min(sub, key=lambda r: r["amount"], default=None)
    hi = max((r["amount"] for r in sub), default=0.0)
    print(region, lo["id"] if lo else None, hi)

print(max(3, 7, 5), min("pear", "apple", "fig"), min("pear", "apple", "fig", key=len))
print(max([], default="empty"), max([[1, 2], [1, 3], [0, 9]]))
ties = [("a", 2), ("b", 5), ("c", 5)]
print(max(ties, key=lambda t: t[1]), min(reversed(ties), key=lambda t: t[1]))
latest_per_user = {}
for r in recs:
    cur = latest_per_user.get(r["user"])
    latest_per_user[r["user"]] = max(cur, r["ts"]) if cur else r["ts"]
print(latest_per_user)
try:
    min([])
except ValueError as e:
    print("ValueError:", e)
try:
    max(1, "a")
except TypeError as e:
    print("TypeError:", e)
