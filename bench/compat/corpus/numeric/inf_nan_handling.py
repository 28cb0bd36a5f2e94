import math

inf, nan = float("inf"), float("nan")
print(inf, -inf, nan, repr(inf), str(nan), float("-Infinity"), float("NaN"))
print(inf + 1, inf - inf, inf * 0, 1 / inf, -1 / inf, inf > 1e308, nan == nan, nan != nan)
print(math.isinf(inf), math.isnan(nan), math.isfinite(1e308), math.isfinite(nan))
print(max(3, inf), min(-inf, 2), sorted([3, -inf, 1, inf]))
print(f"{inf:.2f} {nan:8.1f} {-inf:e}", round(2.5), int(1e18))
try:
    int(inf)
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(nan)
except ValueError as e:
    print("ValueError:", e)
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
print(1e308 * 10, -1e308 * 10, 2.0 ** 1023 * 2 == inf)
try:
    print(2.0 ** 10000)
except OverflowError as e:
    print("OverflowError:", e)
readings = [float(x) if x != "NA" else nan for x in "3.5 NA 1.25 inf 7 NA".split()]
clean = [r for r in readings if not math.isnan(r)]
finite = [r for r in clean if math.isfinite(r)]
print(readings, clean, sum(finite), max(readings[1:3]), nan in readings)
best = min(readings, key=lambda r: (math.isnan(r), r))
print(best, [r for r in readings if r == r])
