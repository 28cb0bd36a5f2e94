import statistics

rows = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    fields = dict(tok.split("=", 1) for tok in line.split(' msg=')[0].split())
    rows.append((fields["user"], float(fields["amount"]), int(fields["id"])))

amounts = [a for _, a, _ in rows]
mu = statistics.mean(amounts)
sd = statistics.stdev(amounts)
print(f"n={len(amounts)} mean={mu:.3f} stdev={sd:.3f}")
print("median:", statistics.median(amounts))
q = statistics.quantiles(amounts, n=4)
print("quartiles:", [round(x, 2) for x in q])
iqr = q[2] - q[0]
lo, hi = q[0] - 1.5 * iqr, q[2] + 1.5 * iqr
print(f"IQR fences: [{lo:.2f}, {hi:.2f}]")

outliers = [(u, a, i) for u, a, i in rows if abs(a - mu) / sd > 1.6]
outliers.sort(key=lambda t: t[1], reverse=True)
print(f"{len(outliers)} records with |z| > 1.6:")
for u, a, i in outliers[:8]:
    print(f"  id={i:<4} {u:<6} {a:>7.2f} z={(a - mu) / sd:+.2f}")
