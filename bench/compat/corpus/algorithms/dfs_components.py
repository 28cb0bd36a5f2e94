import re
from collections import defaultdict

# link records that share the same order number in their message
links = defaultdict(list)
for rid, kind, num in re.findall(r'id=(\d+) .*?msg="(\w+)\D*(\d+)', context):
    links[int(num) // 1000].append(int(rid))
adj = defaultdict(set)
for bucket, rids in links.items():
    for a, b in zip(rids, rids[1:]):
        adj[a].add(b)
        adj[b].add(a)

def dfs(node, seen, comp):
    stack = [node]
    while stack:
        n = stack.pop()
        if n in seen:
            continue
        seen.add(n)
        comp.append(n)
        stack.extend(sorted(adj[n], reverse=True))
    return comp

seen = set()
comps = []
for node in sorted(adj):
    if node not in seen:
        comps.append(dfs(node, seen, []))
print(len(comps), sorted(len(c) for c in comps))
print(comps[0][:10])
print({k: len(v) for k, v in sorted(links.items())})

def depth(n, parent=None, seen=None):
    seen = seen if seen is not None else set()
    seen.add(n)
    return 1 + max((depth(m, n, seen) for m in sorted(adj[n]) if m not in seen), default=0)
print(depth(comps[0][0]) > 1)
