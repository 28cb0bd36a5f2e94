import re
from collections import Counter

regions = Counter(re.findall(r"region=(\S+)", context))
labels_by_region = Counter(re.findall(r"label=(\w+) amount=\S+ ts=\S+ region=(\S+)", context))
total = sum(regions.values())

print(f"Total records: {total}")
for region, n in sorted(regions.items()):
    pct = 100 * n / total
    print(f"{region:>8}: {n:3d} ({pct:5.2f}%) {'*' * round(pct / 2)}")

print()
print("Spam share per region:")
for region in sorted(regions):
    spam = labels_by_region[("spam", region)]
    share = spam / regions[region]
    print(f"  {region:<8} {spam:2d}/{regions[region]:<3} = {share:.1%}  ({share:.4f})")

print(round(2.675, 2), round(0.125, 2), round(0.375, 2), f"{2.675:.2f}", f"{1/3:.3%}")
print(format(1234567.891, ",.2f"), format(0.000123, ".2e"), format(42, "08.3f"), format(7, "+d"))
