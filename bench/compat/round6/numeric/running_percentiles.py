import bisect
import math

latencies = [120, 85, 300, 95, 110, 101, 99, 450, 130, 88, 92, 105, 1000, 97, 115]

def percentile(sorted_xs, p):
    if not sorted_xs:
        return None
    k = (len(sorted_xs) - 1) * p / 100
    f, c = math.floor(k), math.ceil(k)
    if f == c:
        return sorted_xs[int(k)]
    return sorted_xs[f] + (sorted_xs[c] - sorted_xs[f]) * (k - f)

window = []
for i, x in enumerate(latencies, 1):
    bisect.insort(window, x)
    if i % 5 == 0:
        print(f"after {i:>2}: p50={percentile(window, 50):7.1f} p90={percentile(window, 90):7.1f} p99={percentile(window, 99):7.2f}")
print("nearest-rank p95:", window[math.ceil(0.95 * len(window)) - 1])
print([percentile(window, p) for p in (0, 25, 100)], percentile([], 50))
