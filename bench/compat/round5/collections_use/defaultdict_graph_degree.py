from collections import defaultdict, Counter
edges = [("a", "b"), ("b", "c"), ("a", "c"), ("c", "d"), ("d", "e"), ("e", "c"), ("f", "f")]
out = defaultdict(list)
indeg = Counter()
for u, v in edges:
    out[u].append(v)
    indeg[v] += 1
nodes = sorted(set(out) | set(indeg))
print(f"{'node':<5}{'out':>4}{'in':>4}")
for n in nodes:
    print(f"{n:<5}{len(out.get(n, [])):>4}{indeg[n]:>4}")
sources = [n for n in nodes if indeg[n] == 0]
print("sources:", sources)
print("self loops:", [u for u, v in edges if u == v])
undirected = defaultdict(set)
for u, v in edges:
    undirected[u].add(v); undirected[v].add(u)
print({n: sorted(undirected[n]) for n in sorted(undirected)})
