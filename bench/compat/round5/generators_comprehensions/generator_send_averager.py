def running_stats():
    n = 0
    total = 0.0
    lo = hi = None
    while True:
        x = yield {"n": n, "mean": round(total / n, 3) if n else None, "min": lo, "max": hi}
        if x is None:
            break
        n += 1
        total += x
        lo = x if lo is None else min(lo, x)
        hi = x if hi is None else max(hi, x)
    return f"final n={n}"

g = running_stats()
print(next(g))
for v in [4, 10, -2, 7.5]:
    print(g.send(v))
try:
    g.send(None)
except StopIteration as e:
    print("stopped:", e.value)
