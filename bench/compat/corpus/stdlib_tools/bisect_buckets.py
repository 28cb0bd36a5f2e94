import bisect
amounts = sorted(float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if l.startswith("id="))
print(bisect.bisect_left(amounts, 100), bisect.bisect_right(amounts, 100), len(amounts))
print("count in [50, 150):", bisect.bisect_left(amounts, 150) - bisect.bisect_left(amounts, 50))
breaks = [25, 75, 150]
grades = ["tiny", "small", "medium", "large"]
def tier(x):
    return grades[bisect.bisect(breaks, x)]
tiers = {}
for a in amounts:
    tiers[tier(a)] = tiers.get(tier(a), 0) + 1
print(tiers, tier(25), tier(24.99), tier(150), tier(1000))
ts = sorted(l.split("ts=")[1][:16] for l in context.splitlines() if "ts=" in l)
i = bisect.bisect_left(ts, "2024-07-01")
j = bisect.bisect_left(ts, "2024-08-01")
print("July events:", j - i, ts[i], ts[j - 1])
seq = []
for x in [5, 1, 4, 1, 3, 9]:
    bisect.insort(seq, x)
print(seq)
bisect.insort_left(seq, 4)
print(seq, bisect.bisect_left(seq, 4), bisect.bisect_right(seq, 4))
names = [("alice", 1), ("bob", 2), ("erin", 5)]
print(bisect.bisect_left(names, "carol", key=lambda t: t[0]))
def nearest(arr, x):
    k = bisect.bisect_left(arr, x)
    cands = arr[max(k - 1, 0):k + 1]
    return min(cands, key=lambda v: abs(v - x))
print(nearest(amounts, 100), nearest(amounts, 0), nearest(amounts, 500))
