import heapq

context = """
A-B 4
A-C 2
B-C 5
B-D 10
C-E 3
E-D 4
D-F 11
E-F 20
"""

graph = {}
for line in context.strip().splitlines():
    edge, w = line.split()
    u, v = edge.split("-")
    graph.setdefault(u, []).append((v, int(w)))
    graph.setdefault(v, []).append((u, int(w)))

def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, node = heapq.heappop(pq)
        if d > dist.get(node, float("inf")):
            continue
        for nxt, w in sorted(graph[node]):
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(pq, (nd, nxt))
    return dist, prev

def path_to(prev, target):
    out = [target]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]

dist, prev = dijkstra("A")
for node in sorted(dist):
    print(f"{node}: {dist[node]:>3}  via {' -> '.join(path_to(prev, node))}")
print("farthest:", max(dist, key=dist.get))
