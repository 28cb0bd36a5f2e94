from collections import defaultdict

records = []
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split()[:7])
        records.append((int(f["id"]), f["user"], f["region"], f["ts"][:7]))

graph = defaultdict(list)
by_key = defaultdict(list)
for rid, user, region, month in records:
    by_key[(region, month)].append(rid)
for key, ids in by_key.items():
    for a, b in zip(ids, ids[1:]):
        graph[a].append(b)
        graph[b].append(a)

seen = set()
components = []
for rid, *_ in records:
    if rid in seen:
        continue
    stack, comp = [rid], []
    seen.add(rid)
    while stack:
        node = stack.pop()
        comp.append(node)
        for nb in graph[node]:
            if nb not in seen:
                seen.add(nb)
                stack.append(nb)
    components.append(sorted(comp))
sizes = sorted((len(c) for c in components), reverse=True)
print(len(components), "components; sizes:", sizes[:10], "singletons:", sizes.count(1))
print("component of id 1:", components[0])

def has_cycle(g):
    WHITE, GRAY, BLACK = 0, 1, 2
    color = defaultdict(int)
    def visit(u):
        color[u] = GRAY
        for v in g.get(u, []):
            if color[v] == GRAY or (color[v] == WHITE and visit(v)):
                return True
        color[u] = BLACK
        return False
    return any(color[u] == WHITE and visit(u) for u in list(g))

dag = {"load": ["parse"], "parse": ["aggregate"], "aggregate": ["report"], "report": []}
print(has_cycle(dag), has_cycle({**dag, "report": ["load"]}))
