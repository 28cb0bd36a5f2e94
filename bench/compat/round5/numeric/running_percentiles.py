import bisect
def percentile(sorted_vals, p):
    if not sorted_vals:
        raise ValueError("no data")
    k = (len(sorted_vals) - 1) * p / 100
    f = int(k)
    c = min(f + 1, len(sorted_vals) - 1)
    return sorted_vals[f] + (sorted_vals[c] - sorted_vals[f]) * (k - f)

data = []
stream = [23, 5, 17, 42, 8, 15, 4, 16, 23, 42, 1, 30]
for i, x in enumerate(stream, 1):
    bisect.insort(data, x)
    if i % 4 == 0:
        print(f"after {i:2d}: p50={percentile(data, 50):6.2f} p90={percentile(data, 90):6.2f} p99={percentile(data, 99):6.2f}")
print(data)
print([percentile(data, p) for p in (0, 25, 100)])
try:
    percentile([], 50)
except ValueError as e:
    print("ValueError:", e)
