import statistics

hours, amounts, ids = [], [], []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    f = dict(p.split("=", 1) for p in line.split()[:7])
    hh, mm = f["ts"][11:].split(":")
    hours.append(int(hh) + int(mm) / 60)
    amounts.append(float(f["amount"]))
    ids.append(int(f["id"]))

r = statistics.correlation(hours, amounts)
print(f"corr(hour, amount) = {r:.5f}")
print(f"corr(id, amount)   = {statistics.correlation(ids, amounts):.5f}")
print(f"cov(id, amount)    = {statistics.covariance(ids, amounts):.4f}")
slope, intercept = statistics.linear_regression(ids, amounts)
print(f"amount ~ {slope:.5f} * id + {intercept:.3f}")
for x in (1, 100, 200):
    print(f"  predicted at id {x}: {slope * x + intercept:.2f}")

n = len(ids)
mx, my = sum(ids) / n, sum(amounts) / n
sxy = sum((x - mx) * (y - my) for x, y in zip(ids, amounts))
sxx = sum((x - mx) ** 2 for x in ids)
print("manual slope matches:", abs(sxy / sxx - slope) < 1e-12, round(sxy / sxx, 6))
print(statistics.correlation([1, 2, 3, 4], [2, 4, 6, 8]), statistics.correlation([1, 2, 3], [3, 2, 1]))
print(statistics.linear_regression([1, 2, 3], [2, 4, 6], proportional=True))
