import re
from itertools import groupby
from operator import itemgetter

recs = sorted(
    ((ts[:7], float(amt), lab) for lab, amt, ts in
     re.findall(r"label=(\w+) amount=([\d.]+) ts=(\S+)", context)),
    key=itemgetter(0),
)
print("records:", len(recs))
running = 0.0
print(f"{'month':<8}{'n':>4}{'sum':>10}{'cum':>11}  labels")
for month, grp in groupby(recs, key=itemgetter(0)):
    grp = list(grp)
    s = sum(g[1] for g in grp)
    running += s
    labs = "".join(sorted(g[2][0] for g in grp))
    print(f"{month:<8}{len(grp):>4}{s:>10.2f}{running:>11.2f}  {labs}")
