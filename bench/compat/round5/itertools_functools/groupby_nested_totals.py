from itertools import groupby
from operator import itemgetter
sales = [
    ("2024-01", "north", "widget", 5), ("2024-01", "north", "gadget", 2), ("2024-01", "south", "widget", 7),
    ("2024-02", "north", "widget", 1), ("2024-02", "south", "gadget", 9), ("2024-02", "south", "widget", 3),
    ("2024-01", "south", "gadget", 4),
]
sales.sort(key=itemgetter(0, 1, 2))
grand = 0
for month, mrows in groupby(sales, key=itemgetter(0)):
    mrows = list(mrows)
    mtotal = sum(r[3] for r in mrows)
    grand += mtotal
    print(f"{month}: {mtotal}")
    for region, rrows in groupby(mrows, key=itemgetter(1)):
        rrows = list(rrows)
        detail = ", ".join(f"{r[2]}={r[3]}" for r in rrows)
        print(f"    {region:<6}{sum(r[3] for r in rrows):>3}  ({detail})")
print("grand total:", grand)
