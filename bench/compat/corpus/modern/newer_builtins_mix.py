from functools import singledispatch
from graphlib import TopologicalSorter

counts = {}
for line in context.splitlines():
    if line.startswith("id="):
        u = line.split()[1][5:]
        counts[u] = counts.get(u, 0) + 1
print(list(reversed(counts)), list(reversed(counts.items()))[:2])
print([(n, bin(n), n.bit_count(), n.bit_length()) for n in counts.values()][:3])
print((255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (7).as_integer_ratio())
print((0.75).as_integer_ratio(), (2.5).is_integer(), round(2.675, 2), round(-0.5), round(1.5))

@singledispatch
def describe(x):
    return f"other:{type(x).__name__}"

@describe.register
def _(x: int):
    return f"int:{x:+d}"

@describe.register
def _(x: list):
    return f"list of {len(x)}: " + ", ".join(describe(i) for i in x)

@describe.register(str)
def _(x):
    return f"str:{x.upper()}"
print(describe([counts["bob"], "eu", 1.5, None]))

deps = {"report": {"aggregate"}, "aggregate": {"parse", "chunk"}, "chunk": {"load"}, "parse": {"load"}}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order[0], order[-2:], len(order))
print(min(counts, key=counts.get), max(counts.values(), default=0), min([], default="none"))
print(sum([[1], [2, 3]], []), divmod(-7, 2), pow(3, -1, 7), abs(-3 + 4j))
