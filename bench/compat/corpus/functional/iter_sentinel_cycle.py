from itertools import cycle, count, islice, tee, repeat
from functools import partial
import io

buf = io.StringIO(context)
block_sizes = []
for block in iter(partial(buf.read, 2500), ""):
    block_sizes.append(len(block))
print(block_sizes, sum(block_sizes) == len(context))

lines = iter(context.splitlines())
first = next(lines)
skipped = [next(lines) for _ in range(3)]
remaining = sum(1 for _ in lines)
print(first[:12], len(skipped), remaining, next(lines, None))

workers = cycle(["w1", "w2", "w3"])
records = [l for l in context.splitlines() if l.startswith("id=")]
assign = {}
for rec, w in zip(records[:10], workers):
    assign.setdefault(w, []).append(rec.split()[0])
print(assign)
print(next(workers))

a, b = tee(int(r.split()[0][3:]) for r in records[:6])
print(list(a), sum(b))
ids = count(1000)
print([next(ids) for _ in range(3)], next(ids))
print(list(repeat("x", 3)), list(islice(cycle("ab"), 5)))
print(list(map(lambda p, n: p * n, ["-", "="], repeat(4))))
