from itertools import groupby
from operator import itemgetter

rows = []
for line in context.splitlines():
    if line.startswith("id="):
        d = dict(t.split("=", 1) for t in line.split()[:6])
        rows.append((d["user"], d["label"], float(d["amount"])))

rows.sort(key=itemgetter(0, 1))
for user, grp in groupby(rows, key=itemgetter(0)):
    grp = list(grp)
    sub = {label: len(list(g)) for label, g in groupby(grp, key=itemgetter(1))}
    print(user, len(grp), sub)

# groupby without sorting groups consecutive runs only
labels = [r[1] for r in sorted(rows, key=lambda r: r[2])][:20]
runs = [(k, len(list(g))) for k, g in groupby(labels)]
print(runs)
longest = max(runs, key=itemgetter(1))
print("longest run:", longest)
print([k for k, _ in groupby("aaabccddddae")])
print(["".join(g) for _, g in groupby("112223334", key=int)])
