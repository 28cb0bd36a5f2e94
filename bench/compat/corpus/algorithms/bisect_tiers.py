import bisect

breakpoints = [20, 50, 100, 150]
tiers = ["micro", "small", "medium", "large", "whale"]

def tier(amount):
    return tiers[bisect.bisect(breakpoints, amount)]

counts = {t: 0 for t in tiers}
for line in context.splitlines():
    if line.startswith("id="):
        counts[tier(float(line.split()[3][7:]))] += 1
print(counts)
print([tier(x) for x in (0, 20, 19.99, 50, 100, 149.99, 150, 1e6)])

running = []
medians = []
for i, line in enumerate(l for l in context.splitlines() if l.startswith("id=")):
    bisect.insort(running, float(line.split()[3][7:]))
    if (i + 1) % 48 == 0:
        n = len(running)
        med = (running[n // 2 - 1] + running[n // 2]) / 2 if n % 2 == 0 else running[n // 2]
        medians.append((n, round(med, 3)))
print("running medians:", medians)

ts = sorted(l.split("ts=")[1][:16] for l in context.splitlines() if "ts=" in l)
lo = bisect.bisect_left(ts, "2024-06")
hi = bisect.bisect_left(ts, "2024-07")
print("June records:", hi - lo, ts[lo], ts[hi - 1])
print(bisect.bisect_left([1, 2, 2, 2, 3], 2), bisect.bisect_right([1, 2, 2, 2, 3], 2))
names = ["alice", "bob", "carol"]
bisect.insort_left(names, "bobby")
print(names, bisect.bisect(names, "zzz"))
