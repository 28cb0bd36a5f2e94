import re
from itertools import groupby

rows = re.findall(r'id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=(\d{4}-\d\d-\d\d)T(\d\d:\d\d)', context)
rows.sort(key=lambda r: (r[4], r[5]))

multi = 0
for day, grp in groupby(rows, key=lambda r: r[4]):
    grp = list(grp)
    if len(grp) < 2:
        continue
    multi += 1
    if multi > 4:
        continue
    tot = sum(float(r[3]) for r in grp)
    print(f"{day} ({len(grp)} records, total {tot:.2f})")
    for rid, user, label, amt, _, hm in grp:
        print(f"    {hm}  #{rid:<4} {user:<6} {label:<6} {float(amt):>7.2f}")
print(f"days with 2+ records: {multi}")
print(f"distinct days: {len({r[4] for r in rows})}")
