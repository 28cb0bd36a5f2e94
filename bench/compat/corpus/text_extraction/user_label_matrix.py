import re
from collections import Counter

pairs = re.findall(r"user=(\w+) label=(\w+)", context)
c = Counter(pairs)
users = sorted({u for u, _ in pairs})
labels = sorted({l for _, l in pairs})
print("users:", users)
print("labels:", labels)

print("user".ljust(7) + "".join(l.rjust(7) for l in labels) + "  total")
for u in users:
    row = [c[(u, l)] for l in labels]
    print(u.ljust(7) + "".join(str(x).rjust(7) for x in row) + str(sum(row)).rjust(7))
col_tot = [sum(c[(u, l)] for u in users) for l in labels]
print("TOTAL".ljust(7) + "".join(str(x).rjust(7) for x in col_tot) + str(sum(col_tot)).rjust(7))
print(c.most_common(3))
