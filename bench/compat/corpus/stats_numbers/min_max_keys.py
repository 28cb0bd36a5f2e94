recs = []
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split()[:7])
        f["amount"] = float(f["amount"])
        f["id"] = int(f["id"])
        recs.append(f)

print(max(recs, key=lambda r: r["amount"])["id"], min(recs, key=lambda r: r["amount"])["id"])
print(max(recs, key=lambda r: r["ts"])["ts"], min(r["ts"] for r in recs))
print(max(recs, key=lambda r: (r["label"], r["amount"]))["id"])
print(min(recs, key=lambda r: abs(r["amount"] - 100))["amount"])
by_region = {}
for r in recs:
    cur = by_region.get(r["region"])
    if cur is None or r["amount"] > cur["amount"]:
        by_region[r["region"]] = r
print({k: (v["id"], v["amount"]) for k, v in sorted(by_region.items())})
print(max([], default=None), min([], default="empty"), max(3, 7, 5), min("banana"), max("apple", "Banana", "cherry"))
print(max(["aa", "b", "cccc", "dd"], key=len), min(["aa", "b", "cccc", "d"], key=len))
print(max({"x": 3, "y": 9, "z": 1}), max({"x": 3, "y": 9, "z": 1}.items(), key=lambda kv: kv[1]))
ties = [5, 1, 5, 1]
print(ties.index(max(ties)), len(ties) - 1 - ties[::-1].index(max(ties)))
try:
    min([])
except ValueError as e:
    print(type(e).__name__, e)
