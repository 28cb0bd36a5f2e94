import itertools

amounts = []
for line in context.splitlines():
    if line.startswith("id="):
        amounts.append(float(line.split("amount=")[1].split()[0]))

running = list(itertools.accumulate(amounts))
print("final cumulative:", round(running[-1], 2))
for k in (25, 50, 100, 150):
    print(f"after {k:>3} records: {running[k - 1]:>10.2f}")

window = 10
moving = [sum(amounts[i:i + window]) / window for i in range(len(amounts) - window + 1)]
hi = max(range(len(moving)), key=moving.__getitem__)
lo = min(range(len(moving)), key=moving.__getitem__)
print(f"highest {window}-record window starts at index {hi}: avg {moving[hi]:.2f}")
print(f"lowest {window}-record window starts at index {lo}: avg {moving[lo]:.2f}")

jumps = [(i, b - a) for i, (a, b) in enumerate(itertools.pairwise(amounts), start=1)]
big = sorted(jumps, key=lambda t: abs(t[1]), reverse=True)[:3]
for i, d in big:
    print(f"jump at position {i}: {d:+.2f}")
