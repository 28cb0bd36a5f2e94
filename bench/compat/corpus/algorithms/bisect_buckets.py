import bisect
import re

amounts = sorted(float(a) for a in re.findall(r"amount=([\d.]+)", context))
print(len(amounts), amounts[:3], amounts[-3:])
for q in [0, 1.43, 50, 100, 150.5, 199.8, 250]:
    lo, hi = bisect.bisect_left(amounts, q), bisect.bisect_right(amounts, q)
    print(f"{q:>6}: left={lo:3d} right={hi:3d} below={lo} at_or_above={len(amounts) - lo}")
breaks = [25, 50, 100, 150]
grades = "EDCBA"
def grade(a):
    return grades[bisect.bisect(breaks, a)]
print([grade(a) for a in [10, 25, 49.99, 50, 120, 150, 199]])
dist = {g: 0 for g in grades}
for a in amounts:
    dist[grade(a)] += 1
print(dist)
ids = []
for rid in [int(x) for x in re.findall(r"id=(\d+)", context)][::-1][:10]:
    bisect.insort(ids, rid)
print(ids)
def count_in_range(lo, hi):
    return bisect.bisect_right(amounts, hi) - bisect.bisect_left(amounts, lo)
print(count_in_range(50, 100), count_in_range(0, 1000), count_in_range(300, 400))
recs = sorted((int(m[1]), m[0]) for m in re.findall(r"user=(\w+) label=\w+ amount=(\d+)", context))
i = bisect.bisect_left(recs, (100,))
print(recs[i - 1], recs[i], bisect.bisect_left([1, 2, 2, 2, 3], 2, lo=2))
