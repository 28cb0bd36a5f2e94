from itertools import groupby
from operator import itemgetter
rows = [tuple(tok.split("=")[1] for tok in l.split()[1:3]) for l in context.splitlines() if l.startswith("id=")]
rows.sort(key=itemgetter(1, 0))
for label, grp in groupby(rows, key=itemgetter(1)):
    users = [u for u, _ in grp]
    print(label, len(users), sorted(set(users))[:3])
print([(k, len(list(g))) for k, g in groupby("aaabccddd")])
print([k for k, _ in groupby([1, 1, 2, 1, 1])])
