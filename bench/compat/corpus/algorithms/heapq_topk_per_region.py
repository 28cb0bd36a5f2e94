import heapq
from collections import defaultdict

records = []
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split()[:7])
        records.append((float(f["amount"]), int(f["id"]), f["region"], f["user"]))

print("top 3:", heapq.nlargest(3, records))
print("bottom 3 ids:", [r[1] for r in heapq.nsmallest(3, records)])
print("top by id:", heapq.nlargest(2, records, key=lambda r: r[1]))

k = 3
heaps = defaultdict(list)
for amt, rid, region, user in records:
    h = heaps[region]
    if len(h) < k:
        heapq.heappush(h, (amt, rid))
    elif amt > h[0][0]:
        heapq.heapreplace(h, (amt, rid))
for region in sorted(heaps):
    best = sorted(heaps[region], reverse=True)
    print(f"{region:8} {[rid for _, rid in best]} {[a for a, _ in best]}")

h = [5, 1, 8, 3, 2]
heapq.heapify(h)
print(h, heapq.heappop(h), heapq.heappushpop(h, 0), h)
merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [0, 11]))
print(merged)
tasks = []
for prio, name in [(2, "parse"), (1, "load"), (3, "report"), (1, "auth")]:
    heapq.heappush(tasks, (prio, name))
print([heapq.heappop(tasks)[1] for _ in range(len(tasks))])
