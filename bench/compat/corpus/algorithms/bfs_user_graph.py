from collections import deque, defaultdict
import re

recs = re.findall(r"user=(\w+) label=\w+ amount=\S+ ts=\S+ region=(\S+)", context)
graph = defaultdict(set)
prev_user = None
for user, region in recs:
    if prev_user and prev_user != user:
        graph[prev_user].add(user)
    prev_user = user
graph = {u: sorted(v) for u, v in sorted(graph.items())}
print(graph)

def bfs(start, goal):
    q = deque([[start]])
    seen = {start}
    while q:
        path = q.popleft()
        if path[-1] == goal:
            return path
        for nxt in graph.get(path[-1], []):
            if nxt not in seen:
                seen.add(nxt)
                q.append(path + [nxt])
    return None
print(bfs("alice", "frank"), bfs("bob", "bob"))
bipart = defaultdict(set)
for user, region in recs:
    bipart[user].add(region)
    bipart[region].add(user)
def levels(start):
    dist = {start: 0}
    q = deque([start])
    while q:
        n = q.popleft()
        for m in sorted(bipart[n]):
            if m not in dist:
                dist[m] = dist[n] + 1
                q.append(m)
    return dist
print(levels("apac"))
