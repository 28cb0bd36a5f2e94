import re
from collections import Counter

labels = re.findall(r"label=(\w+)", context)
total = len(labels)
c = Counter(labels)
print("total:", total)
for label, n in c.most_common():
    pct = n / total * 100
    print(f"{label:>6}: {n:3d}  {pct:5.1f}%  {pct:.0f}%  {round(pct)}")
print("sum of rounded pcts:", sum(round(n / total * 100) for n in c.values()))

amounts = [float(a) for a in re.findall(r"amount=([\d.]+)", context)]
buckets = Counter(min(int(a // 50) * 50, 150) for a in amounts)
for lo in sorted(buckets):
    label = f"{lo}-{lo + 49}" if lo < 150 else "150+"
    print(f"{label:>8} {buckets[lo]:3d} {'*' * (buckets[lo] // 3)}")
print("fraction over 100:", f"{sum(a > 100 for a in amounts) / len(amounts):.2%}")
