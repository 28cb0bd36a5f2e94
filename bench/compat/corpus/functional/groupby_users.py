from itertools import groupby
from operator import itemgetter

rows = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        rows.append((kv["user"], kv["label"], float(kv["amount"])))

rows.sort(key=itemgetter(0, 1))
for user, grp in groupby(rows, key=itemgetter(0)):
    grp = list(grp)
    by_label = {lab: len(list(g)) for lab, g in groupby(grp, key=itemgetter(1))}
    total = sum(a for _, _, a in grp)
    print(f"{user:<6} n={len(grp):>2} total={total:8.2f} {by_label}")

# groupby on unsorted data only groups consecutive runs
labels = [line.split()[2][6:] for line in context.splitlines()[:30] if line.startswith("id=")]
runs = [(k, len(list(g))) for k, g in groupby(labels)]
print(runs)
longest = max(runs, key=lambda kv: kv[1])
print("longest run:", longest)
print([k for k, _ in groupby("aaabccddddae")])
