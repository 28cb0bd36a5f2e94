import statistics

amounts = sorted(float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id="))

def percentile(sorted_vals, p):
    if not sorted_vals:
        raise ValueError("empty")
    k = (len(sorted_vals) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(sorted_vals) - 1)
    frac = k - lo
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * frac

for p in (0, 10, 25, 50, 75, 90, 95, 99, 100):
    print(f"p{p:<3} {percentile(amounts, p):8.3f}")
inc = statistics.quantiles(amounts, n=100, method="inclusive")
exc = statistics.quantiles(amounts, n=100)
print("p90 inclusive:", round(inc[89], 3), "exclusive:", round(exc[89], 3))
print("match inclusive:", all(abs(percentile(amounts, p) - inc[p - 1]) < 1e-9 for p in range(1, 100)))
nearest = [amounts[min(len(amounts) - 1, max(0, round(p / 100 * len(amounts)) - 1))] for p in (25, 50, 75)]
print("nearest-rank:", nearest)
below_100 = sum(1 for a in amounts if a < 100)
print(f"{below_100}/{len(amounts)} below 100 -> percentile rank {100 * below_100 / len(amounts):.2f}")
try:
    percentile([], 50)
except ValueError as e:
    print("ValueError:", e)
