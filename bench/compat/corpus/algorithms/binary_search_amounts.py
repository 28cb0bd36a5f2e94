import bisect

amounts = sorted(float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id="))

def binary_search(arr, target):
    lo, hi = 0, len(arr) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if arr[mid] == target:
            return mid, steps
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -(lo + 1), steps

for t in (amounts[0], amounts[100], amounts[-1], 100.0, 0.5, 250.0):
    idx, steps = binary_search(amounts, t)
    print(f"target={t:7.2f} idx={idx:5d} steps={steps} bisect_left={bisect.bisect_left(amounts, t)}")

def first_at_least(arr, x):
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo

checks = [first_at_least(amounts, x) == bisect.bisect_left(amounts, x) for x in range(0, 210, 7)]
print("agrees with bisect:", all(checks), len(checks))
print("count in [50, 100):", bisect.bisect_left(amounts, 100) - bisect.bisect_left(amounts, 50))

def sqrt_floor(n):
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo

print([sqrt_floor(n) for n in (0, 1, 15, 16, 17, 17333, 10 ** 12)])
