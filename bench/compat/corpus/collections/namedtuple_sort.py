from collections import namedtuple
P = namedtuple("P", "name score")
ps = [P("b", 2), P("a", 2), P("c", 5)]
print([p.name for p in sorted(ps, key=lambda p: (-p.score, p.name))])
