import heapq
from collections import defaultdict

regions = [l.split("region=")[1].split()[0] for l in context.splitlines() if "region=" in l]
hops = defaultdict(int)
for a, b in zip(regions, regions[1:]):
    if a != b:
        hops[(a, b)] += 1

graph = defaultdict(dict)
for (a, b), n in hops.items():
    graph[a][b] = round(1000 / n ** 2, 2)
for a in sorted(graph):
    print(a, dict(sorted(graph[a].items())))

def dijkstra(src):
    dist = {src: 0.0}
    prev = {}
    pq = [(0.0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u].items():
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev

def path_to(prev, src, dst):
    path = [dst]
    while path[-1] != src:
        path.append(prev[path[-1]])
    return path[::-1]

for src in ("eu", "apac"):
    dist, prev = dijkstra(src)
    for dst in sorted(dist):
        if dst != src:
            print(f"{src} -> {dst}: {dist[dst]:.2f} via {' > '.join(path_to(prev, src, dst))}")
