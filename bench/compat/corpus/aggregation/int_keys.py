counts = {}
for l in context.splitlines():
    n = len(l) // 10
    counts[n] = counts.get(n, 0) + 1
print(sorted(counts.items()))
print(counts.get(7, 0))
