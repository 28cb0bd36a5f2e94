from itertools import starmap, pairwise
from datetime import datetime

recs = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        recs.append((kv["user"], float(kv["amount"]), kv["ts"]))

bob = sorted((r for r in recs if r[0] == "bob"), key=lambda r: r[2])
gaps = [(datetime.fromisoformat(b[2]) - datetime.fromisoformat(a[2])).days
        for a, b in pairwise(bob)]
print(len(bob), gaps[:10])
print("max gap days:", max(gaps), "min:", min(gaps))
print(list(pairwise("ABCD")))

def fmt(user, amount, ts):
    return f"{ts[:10]} {user:>5} {amount:7.2f}"

for line in list(starmap(fmt, bob))[:4]:
    print(line)
print(list(starmap(pow, [(2, 3), (10, 2), (3, 0)])))
print(sum(starmap(lambda u, a, t: a, recs)) == sum(r[1] for r in recs))
increasing = sum(1 for a, b in pairwise(recs) if b[1] > a[1])
print("increasing steps:", increasing, "of", len(recs) - 1)
