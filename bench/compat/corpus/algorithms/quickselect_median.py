import random
import statistics

amounts = [float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id=")]
random.seed(1)
comparisons = 0

def quickselect(vals, k):
    global comparisons
    vals = list(vals)
    while True:
        if len(vals) == 1:
            return vals[0]
        pivot = random.choice(vals)
        lows = [v for v in vals if v < pivot]
        highs = [v for v in vals if v > pivot]
        pivots = len(vals) - len(lows) - len(highs)
        comparisons += len(vals)
        if k < len(lows):
            vals = lows
        elif k < len(lows) + pivots:
            return pivot
        else:
            k -= len(lows) + pivots
            vals = highs

n = len(amounts)
lo = quickselect(amounts, (n - 1) // 2)
hi = quickselect(amounts, n // 2)
print("median via quickselect:", (lo + hi) / 2, "statistics:", statistics.median(amounts))
print("comparisons:", comparisons)
for k in (0, 9, 95, n - 1):
    assert quickselect(amounts, k) == sorted(amounts)[k]
print("k-th checks passed")
print("10th largest:", quickselect(amounts, n - 10), sorted(amounts, reverse=True)[9])

def quicksort(a):
    if len(a) <= 1:
        return a
    pivot, rest = a[len(a) // 2], a[:len(a) // 2] + a[len(a) // 2 + 1:]
    return quicksort([x for x in rest if x <= pivot]) + [pivot] + quicksort([x for x in rest if x > pivot])

sample = amounts[:15]
print(quicksort(list(sample)) == sorted(sample), quicksort([5, 3, 8, 3, 1]), quicksort([]))
