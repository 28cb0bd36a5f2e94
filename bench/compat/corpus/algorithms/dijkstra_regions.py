import heapq
import re
from collections import defaultdict

edges = defaultdict(dict)
recs = re.findall(r"amount=([\d.]+) ts=\S+ region=(\S+)", context)
for (a1, r1), (a2, r2) in zip(recs, recs[1:]):
    if r1 != r2:
        w = round(abs(float(a1) - float(a2)), 2)
        edges[r1][r2] = min(w, edges[r1].get(r2, float("inf")))
for r in sorted(edges):
    print(r, dict(sorted(edges[r].items())))

def dijkstra(src):
    dist = {src: 0.0}
    prev = {}
    pq = [(0.0, src)]
    while pq:
        d, n = heapq.heappop(pq)
        if d > dist.get(n, float("inf")):
            continue
        for m, w in sorted(edges[n].items()):
            nd = round(d + w, 2)
            if nd < dist.get(m, float("inf")):
                dist[m], prev[m] = nd, n
                heapq.heappush(pq, (nd, m))
    return dist, prev
dist, prev = dijkstra("eu")
print(dict(sorted(dist.items())))
for target in sorted(dist):
    path, n = [], target
    while n in prev:
        path.append(n)
        n = prev[n]
    print(target, " <- ".join(path + [n]))
