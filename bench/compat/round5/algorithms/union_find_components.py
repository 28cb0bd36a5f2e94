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
pairs = [("ann", "bob"), ("cy", "dan"), ("bob", "eve"), ("fay", "fay"), ("dan", "gus"), ("eve", "ann"), ("hal", "cy")]
d = DSU()
redundant = [p for p in pairs if not d.union(*p)]
groups = {}
for x in d.parent:
    groups.setdefault(d.find(x), []).append(x)
comps = sorted(sorted(g) for g in groups.values())
print(comps)
print("redundant links:", redundant, "largest:", max(len(c) for c in comps))
