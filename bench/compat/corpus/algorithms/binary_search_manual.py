import re

ts = sorted(re.findall(r"ts=(\S+)", context))
print(len(ts), ts[0], ts[-1])

def first_at_or_after(arr, x):
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo

for probe in ["2024-03", "2024-06-15", "2024-12-31", "2023", "2025"]:
    i = first_at_or_after(ts, probe)
    print(probe, i, ts[i] if i < len(ts) else None)
months = {}
for m in range(1, 13):
    start = first_at_or_after(ts, f"2024-{m:02d}")
    end = first_at_or_after(ts, f"2024-{m + 1:02d}") if m < 12 else len(ts)
    months[m] = end - start
print(months, sum(months.values()))

def isqrt(n):
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo
print([isqrt(n) for n in (0, 1, 15, 16, 17, 10 ** 12, 2 ** 61)])
