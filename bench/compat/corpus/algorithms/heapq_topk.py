import heapq
import re

recs = [(float(a), int(i), u) for i, u, a in re.findall(r"id=(\d+) user=(\w+) label=\w+ amount=([\d.]+)", context)]
print(heapq.nlargest(3, recs))
print(heapq.nsmallest(3, recs, key=lambda r: r[0]))
print(heapq.nlargest(4, recs, key=lambda r: (r[2], r[0])))
heap = []
for amt, rid, user in recs[:10]:
    heapq.heappush(heap, (-amt, rid, user))
out = [heapq.heappop(heap) for _ in range(3)]
print([(-a, r, u) for a, r, u in out], len(heap))
print(heapq.heappushpop(heap, (-500.0, 0, "x")), heapq.heapreplace(heap, (-1.0, 0, "y")))
running = []
for amt, rid, _ in recs:
    if len(running) < 5:
        heapq.heappush(running, (amt, rid))
    elif amt > running[0][0]:
        heapq.heapreplace(running, (amt, rid))
print(sorted(running, reverse=True))
data = [5, 1, 8, 3, 9, 2]
heapq.heapify(data)
print(data, data[0])
a = sorted(r[0] for r in recs[:5])
b = sorted(r[0] for r in recs[5:9])
print(list(heapq.merge(a, b)))
print(list(heapq.merge(["b", "d"], ["a", "c", "e"], key=str.upper)))
print(list(heapq.merge([5, 3, 1], [4, 2], reverse=True)))
