from collections import defaultdict, deque

users = [l.split()[1][5:] for l in context.splitlines() if l.startswith("id=")]
edges = defaultdict(int)
for a, b in zip(users, users[1:]):
    if a != b:
        edges[(a, b)] += 1

graph = defaultdict(set)
for (a, b), w in edges.items():
    if w >= 3:
        graph[a].add(b)
print({u: sorted(vs) for u, vs in sorted(graph.items())})

def bfs(start, goal):
    prev = {start: None}
    q = deque([start])
    while q:
        node = q.popleft()
        if node == goal:
            path = []
            while node is not None:
                path.append(node)
                node = prev[node]
            return path[::-1]
        for nxt in sorted(graph[node]):
            if nxt not in prev:
                prev[nxt] = node
                q.append(nxt)
    return None

for s, g in [("alice", "bob"), ("bob", "alice"), ("dave", "frank"), ("carol", "carol")]:
    print(s, "->", g, bfs(s, g))

def levels(start):
    dist = {start: 0}
    q = deque([start])
    while q:
        n = q.popleft()
        for m in sorted(graph[n]):
            if m not in dist:
                dist[m] = dist[n] + 1
                q.append(m)
    return dist

print(levels("erin"))
print("strongest transitions:", sorted(edges.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
