from collections import Counter
from functools import reduce

context = """alice bought 3 apples
bob bought 5 pears
alice sold 2 apples
carol bought 7 apples
bob sold 1 pears
alice bought 4 plums
carol sold 7 apples
dave bought 1 pears
""" * 3

lines = context.strip().split("\n")
chunks = [lines[i:i + 5] for i in range(0, len(lines), 5)]

def map_chunk(chunk):
    c = Counter()
    for line in chunk:
        who, verb, n, what = line.split()
        c[what] += int(n) if verb == "bought" else -int(n)
    return c

partials = [map_chunk(ch) for ch in chunks]
for i, p in enumerate(partials):
    print(i, dict(sorted(p.items())))
total = reduce(lambda a, b: a + b, partials, Counter())
print("net (positive only):", dict(sorted(total.items())))
exact = Counter()
for p in partials:
    exact.update(p)
print("net exact:", dict(sorted(exact.items())))
