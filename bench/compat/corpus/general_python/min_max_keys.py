recs = []
for l in context.splitlines():
    if l.startswith("id="):
        f = dict(x.split("=", 1) for x in l.split(" msg=")[0].split())
        recs.append((int(f["id"]), f["user"], float(f["amount"]), f["ts"]))
print("max amount:", max(recs, key=lambda r: r[2]))
print("min amount:", min(recs, key=lambda r: r[2]))
print("latest ts:", max(recs, key=lambda r: r[3])[3])
print("first by name then id:", min(recs, key=lambda r: (r[1], r[0])))
print(max([], default=None), min([3, 1, 2]), max("apple", "pear", key=len))
print(sum(r[2] for r in recs) / len(recs))
print(sum([[1], [2, 3]], []))
print(sum(r[2] > 100 for r in recs), "over 100")
by_user = {}
for r in recs:
    by_user.setdefault(r[1], []).append(r[2])
print({u: (min(v), max(v)) for u, v in sorted(by_user.items())})
best = max(by_user, key=lambda u: sum(by_user[u]) / len(by_user[u]))
print("best avg user:", best)
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
