from collections import defaultdict, deque

context = """alice follows bob
alice follows carol
bob follows dave
carol follows dave
dave follows erin
erin follows alice
frank follows gina"""

follows = defaultdict(set)
followers = defaultdict(set)
for line in context.splitlines():
    a, _, b = line.split()
    follows[a].add(b)
    followers[b].add(a)

users = sorted(set(follows) | set(followers))
for u in users:
    print(f"{u:<6} follows {len(follows[u])} followed by {len(followers[u])}")

def distances(src):
    dist = {src: 0}
    q = deque([src])
    while q:
        u = q.popleft()
        for v in sorted(follows[u]):
            if v not in dist:
                dist[v] = dist[u] + 1
                q.append(v)
    return dist

d = distances("alice")
print(sorted(d.items(), key=lambda kv: (kv[1], kv[0])))
print("unreachable from alice:", [u for u in users if u not in d])
mutual = sorted((a, b) for a in follows for b in follows[a] if a < b and a in follows.get(b, ()))
print("mutual:", mutual)
