import bisect

recs = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        recs.append((float(kv["amount"]), int(kv["id"]), kv["ts"]))

edges = [10, 25, 50, 100, 150]
names = ["<10", "10-25", "25-50", "50-100", "100-150", "150+"]
hist = [0] * len(names)
for amt, _, _ in recs:
    hist[bisect.bisect_right(edges, amt)] += 1
for name, n in zip(names, hist):
    print(f"{name:>8} {n:>3} {'#' * (n // 2)}")

sorted_amts = sorted(a for a, _, _ in recs)
for q in (50, 100, 150.0):
    i = bisect.bisect_left(sorted_amts, q)
    print(f"{i} amounts below {q}, next is {sorted_amts[i]}")
print(bisect.bisect_left([1, 2, 2, 2, 3], 2), bisect.bisect_right([1, 2, 2, 2, 3], 2))

timeline = sorted((ts, rid) for _, rid, ts in recs)
stamps = [t for t, _ in timeline]
lo = bisect.bisect_left(stamps, "2024-07-01")
hi = bisect.bisect_left(stamps, "2024-08-01")
print("July events:", hi - lo, [rid for _, rid in timeline[lo:lo + 5]])
top = []
for amt, rid, _ in recs:
    bisect.insort(top, (-amt, rid))
    del top[5:]
print([(rid, -a) for a, rid in top])
grades = "FDCBA"
print([grades[bisect.bisect([60, 70, 80, 90], s)] for s in [33, 99, 77, 70, 89, 90]])
