class DSU:
    def __init__(self):
        self.parent = {}
        self.size = {}

    def find(self, x):
        self.parent.setdefault(x, x)
        self.size.setdefault(x, 1)
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        return True

dsu = DSU()
first_by_key = {}
merges = 0
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    parts = line.split()
    rid = int(parts[0][3:])
    dsu.find(rid)
    num = line.rsplit(" ", 1)[-1].strip('"')
    for key in (("suffix", num[-2:]), ("user-day", parts[1], parts[4][8:13])):
        if key in first_by_key:
            merges += dsu.union(first_by_key[key], rid)
        else:
            first_by_key[key] = rid

groups = {}
for rid in list(dsu.parent):
    groups.setdefault(dsu.find(rid), []).append(rid)
sizes = sorted((len(g) for g in groups.values()), reverse=True)
print("merges:", merges, "groups:", len(groups), "largest:", sizes[:5])
big = max(groups.values(), key=len)
print("largest group head:", sorted(big)[:10])
print(dsu.find(1) == dsu.find(2), dsu.union(1, 1), len([g for g in groups.values() if len(g) == 1]))
