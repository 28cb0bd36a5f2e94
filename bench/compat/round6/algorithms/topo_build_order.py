from collections import deque, defaultdict

context = """target app: lib net ui
target lib: core
target net: core util
target ui: lib
target util:
target core: util
target docs:
"""

deps = {}
for line in context.splitlines():
    if not line.startswith("target "):
        continue
    head, _, rest = line[len("target "):].partition(":")
    deps[head.strip()] = rest.split()

indeg = {t: 0 for t in deps}
users = defaultdict(list)
for t, ds in deps.items():
    for d in ds:
        indeg[t] += 1
        users[d].append(t)

queue = deque(sorted(t for t, n in indeg.items() if n == 0))
order = []
while queue:
    t = queue.popleft()
    order.append(t)
    for u in sorted(users[t]):
        indeg[u] -= 1
        if indeg[u] == 0:
            queue.append(u)

print("build order:", order)
print("all built:", len(order) == len(deps))
levels = {}
for t in order:
    levels[t] = 1 + max((levels[d] for d in deps[t]), default=-1)
for lvl in range(max(levels.values()) + 1):
    print(lvl, [t for t in order if levels[t] == lvl])
