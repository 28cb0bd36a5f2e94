import heapq
graph = {
    "A": {"B": 4, "C": 2},
    "B": {"C": 5, "D": 10},
    "C": {"E": 3},
    "D": {"F": 11},
    "E": {"D": 4},
    "F": {},
    "G": {"A": 1},
}
def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u].items():
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v], prev[v] = nd, u
                heapq.heappush(pq, (nd, v))
    return dist, prev
dist, prev = dijkstra("A")
for node in sorted(graph):
    if node not in dist:
        print(node, "unreachable")
        continue
    path, n = [], node
    while n != "A":
        path.append(n)
        n = prev[n]
    print(node, dist[node], "->".join(["A"] + path[::-1]))
