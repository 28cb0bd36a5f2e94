import math
vals = [float(x) for x in __import__("re").findall(r"amount=([\d.]+)", context)[:50]]
n = 0
mean = m2 = 0.0
for v in vals:
    n += 1
    delta = v - mean
    mean += delta / n
    m2 += delta * (v - mean)
var = m2 / (n - 1)
print(f"n={n} mean={mean:.4f} var={var:.4f} sd={math.sqrt(var):.4f}")
lo, hi = min(vals), max(vals)
print([round((v - lo) / (hi - lo), 3) for v in vals[:5]])
