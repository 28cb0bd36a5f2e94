from collections import defaultdict
m = defaultdict(lambda: defaultdict(int))
for l in context.splitlines():
    if not l.startswith("id="):
        continue
    f = dict(p.split("=", 1) for p in l.split()[:6])
    m[f["user"]][f["region"]] += 1
regions = sorted({r for d in m.values() for r in d})
print("user".ljust(7) + "".join(r.rjust(9) for r in regions))
for u in sorted(m):
    print(u.ljust(7) + "".join(str(m[u][r]).rjust(9) for r in regions))
