amounts = []
for line in context.splitlines():
    if line.startswith("id="):
        amounts.append(float(line.split()[3].split("=")[1]))

width = 25
bins = {}
for a in amounts:
    lo = int(a // width) * width
    bins[lo] = bins.get(lo, 0) + 1

peak = max(bins.values())
scale = 40 / peak
print(f"Histogram of {len(amounts)} amounts (bin width {width})")
for lo in range(0, 200, width):
    count = bins.get(lo, 0)
    bar = "#" * round(count * scale)
    print(f"[{lo:>3}, {lo + width:>3}) {count:>3} {bar}")
print("peak:", peak, "scale:", round(scale, 3))

from collections import Counter
hours = Counter(int(l.split("ts=")[1][11:13]) for l in context.splitlines() if "ts=" in l)
print("by 4h block:")
for start in range(0, 24, 4):
    c = sum(hours[h] for h in range(start, start + 4))
    print(f"{start:02d}-{start + 3:02d}h {'*' * c} {c}")
