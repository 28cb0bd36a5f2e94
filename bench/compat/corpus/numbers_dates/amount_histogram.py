amounts = [float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if l.startswith("id=")]
lo, hi = min(amounts), max(amounts)
nbins = 8
width = (hi - lo) / nbins
bins = [0] * nbins
for a in amounts:
    idx = min(int((a - lo) / width), nbins - 1)
    bins[idx] += 1
print(f"range {lo} .. {hi}, width {width:.4f}")
for i, c in enumerate(bins):
    left = lo + i * width
    right = left + width
    print(f"[{left:7.2f}, {right:7.2f}{']' if i == nbins - 1 else ')'} {c:3d} {'█' * c}")
assert sum(bins) == len(amounts)
cum = 0
for i, c in enumerate(bins):
    cum += c
    if cum >= len(amounts) / 2:
        print("median falls in bin", i)
        break
step = 25
fixed = {}
for a in amounts:
    k = int(a // step) * step
    fixed[k] = fixed.get(k, 0) + 1
print({f"{k}-{k + step}": v for k, v in sorted(fixed.items())})
