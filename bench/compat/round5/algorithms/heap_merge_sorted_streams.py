import heapq
streams = {
    "api": [(1, "GET /"), (4, "GET /a"), (9, "POST /b")],
    "db": [(2, "SELECT"), (3, "UPDATE"), (10, "COMMIT")],
    "cache": [(5, "MISS"), (6, "HIT")],
}
merged = heapq.merge(*([(t, src, ev) for t, ev in evs] for src, evs in sorted(streams.items())))
for t, src, ev in merged:
    print(f"t={t:<3}{src:<6}{ev}")
tasks = []
for prio, name in [(3, "low"), (1, "urgent"), (2, "normal"), (1, "also urgent")]:
    heapq.heappush(tasks, (prio, len(tasks), name))
print([heapq.heappop(tasks)[2] for _ in range(len(tasks))])
maxheap = []
for v in [5, 1, 9, 3]:
    heapq.heappush(maxheap, -v)
print([-heapq.heappop(maxheap) for _ in range(2)])
