from dataclasses import dataclass

@dataclass(unsafe_hash=True)
class Edge:
    a: str
    b: str
    w: int = 1

@dataclass(eq=False)
class Node:
    name: str

edges = [Edge("x", "y", 2), Edge("y", "z"), Edge("x", "y", 2), Edge("x", "y", 3)]
uniq = list(dict.fromkeys(edges))
print(uniq)
print(len(set(edges)), Edge("x", "y", 2) in set(edges))
n1, n2 = Node("a"), Node("a")
print(n1 == n2, n1 == n1, len({n1, n2}))
weights = {}
for e in edges:
    weights[(e.a, e.b)] = weights.get((e.a, e.b), 0) + e.w
print(weights)
