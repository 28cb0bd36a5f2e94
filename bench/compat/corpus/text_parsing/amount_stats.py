import statistics

amounts = []
for line in context.splitlines():
    for tok in line.split():
        if tok.startswith("amount="):
            amounts.append(float(tok[7:]))

print("n:", len(amounts))
print("sum:", round(sum(amounts), 2))
print("mean:", round(statistics.mean(amounts), 4))
print("median:", statistics.median(amounts))
print("stdev:", round(statistics.stdev(amounts), 4))
q = statistics.quantiles(amounts, n=4)
print("quartiles:", [round(x, 3) for x in q])
buckets = {}
for a in amounts:
    b = int(a // 50) * 50
    buckets[b] = buckets.get(b, 0) + 1
for b in sorted(buckets):
    print(f"[{b:3d}, {b + 50:3d}) {buckets[b]}")
