from collections import deque
deps = {
    "deploy": ["test", "build"],
    "test": ["build"],
    "build": ["fetch", "configure"],
    "configure": ["fetch"],
    "fetch": [],
    "docs": ["configure"],
}
def topo(deps):
    indeg = {n: len(d) for n, d in deps.items()}
    users = {n: [] for n in deps}
    for n, ds in deps.items():
        for d in ds:
            users[d].append(n)
    q = deque(sorted(n for n, k in indeg.items() if k == 0))
    order = []
    while q:
        n = q.popleft()
        order.append(n)
        for u in sorted(users[n]):
            indeg[u] -= 1
            if indeg[u] == 0:
                q.append(u)
    if len(order) != len(deps):
        raise ValueError(f"cycle among {sorted(set(deps) - set(order))}")
    return order
print(topo(deps))
deps["fetch"] = ["deploy"]
try:
    topo(deps)
except ValueError as e:
    print("ValueError:", e)
import graphlib
ts = graphlib.TopologicalSorter({"b": {"a"}, "c": {"b"}, "d": {"a"}})
print(list(ts.static_order()))
