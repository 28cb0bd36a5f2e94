from itertools import groupby, chain, islice, accumulate
from operator import itemgetter

recs = []
for line in context.splitlines():
    if line.startswith("id="):
        d = dict(x.split("=", 1) for x in line.split()[:7])
        recs.append((d["label"], d["user"], float(d["amount"])))

recs.sort(key=itemgetter(0, 1))
for label, grp in groupby(recs, key=itemgetter(0)):
    grp = list(grp)
    users = [u for u, _ in groupby(grp, key=itemgetter(1))]
    print(f"{label:6} {len(grp):3} users={users}")

runs = [(k, len(list(g))) for k, g in groupby("aaabccdddd")]
print(runs)
firsts = list(islice((r for r in recs if r[2] > 150), 3))
print(firsts)
merged = list(chain([1, 2], (3, 4), range(5, 7)))
print(merged, list(chain.from_iterable([[1], [2, 3], []])))
amts = [r[2] for r in recs[:6]]
print([round(x, 2) for x in accumulate(amts)])
print(list(accumulate(amts, max)))
