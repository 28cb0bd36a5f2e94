from collections import Counter

recs = []
for ln in context.strip().split("\n"):
    if ln.startswith("NOTE"):
        continue
    head, _, msg = ln.partition(' msg=')
    d = dict(x.split("=") for x in head.split())
    recs.append((d["user"], d["region"], float(d["amount"])))

users = sorted({u for u, _, _ in recs})
regions = sorted({r for _, r, _ in recs})
pivot = {(u, r): 0.0 for u in users for r in regions}
for u, r, a in recs:
    pivot[u, r] += a

print(" " * 7 + "".join(f"{r:>10}" for r in regions))
for u in users:
    print(f"{u:<7}" + "".join(f"{pivot[u, r]:>10.2f}" for r in regions))

best = sorted(pivot.items(), key=lambda kv: kv[1], reverse=True)[:4]
for (u, r), v in best:
    print(f"{u}@{r}: {v:,.2f}")
zero = [k for k, v in pivot.items() if v == 0]
print("empty cells:", zero)
visits = Counter((u, r) for u, r, _ in recs)
print(visits.most_common(3))
