from collections import deque
from graphlib import TopologicalSorter

deps = {
    "report": ["aggregate", "format"],
    "aggregate": ["parse", "dedupe"],
    "dedupe": ["parse"],
    "format": ["aggregate"],
    "parse": ["load"],
    "load": [],
}
indeg = {k: 0 for k in deps}
rev = {k: [] for k in deps}
for node, reqs in deps.items():
    for r in reqs:
        indeg[node] += 1
        rev[r].append(node)
q = deque(sorted(k for k, d in indeg.items() if d == 0))
order = []
while q:
    n = q.popleft()
    order.append(n)
    for m in sorted(rev[n]):
        indeg[m] -= 1
        if indeg[m] == 0:
            q.append(m)
print(order)
ts = TopologicalSorter(deps)
print(list(ts.static_order()))
deps["load"] = ["report"]
try:
    list(TopologicalSorter(deps).static_order())
except Exception as e:
    print(type(e).__name__, e.args[0])
steps = [f"{i}. {s}" for i, s in enumerate(order, 1)]
print(llm_query("Plan: " + "; ".join(steps)))
