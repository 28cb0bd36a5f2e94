from itertools import accumulate

amounts = [float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id=")]
running = list(accumulate(amounts))
grand = running[-1]
for milestone in (0.25, 0.5, 0.75, 1.0):
    idx = next(i for i, v in enumerate(running) if v >= milestone * grand)
    print(f"{milestone:>4.0%} of total reached at record #{idx + 1} ({running[idx]:.2f})")

k = 10
moving = [sum(amounts[i - k + 1:i + 1]) / k for i in range(k - 1, len(amounts))]
print("moving avg samples:", [round(m, 2) for m in moving[::30]])
hi = max(range(len(moving)), key=moving.__getitem__)
lo = min(range(len(moving)), key=moving.__getitem__)
print(f"highest window starts at {hi + 1}: {moving[hi]:.3f}")
print(f"lowest window starts at {lo + 1}: {moving[lo]:.3f}")

alpha = 0.2
ema = amounts[0]
for a in amounts[1:]:
    ema = alpha * a + (1 - alpha) * ema
print(f"EMA(alpha={alpha}) = {ema:.4f}")
share = [v / grand for v in running[:5]]
print(["{:.3%}".format(s) for s in share])
print(list(accumulate([1, 2, 3, 4], lambda a, b: a * b, initial=10)))
