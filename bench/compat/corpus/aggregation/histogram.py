import re
amts = [float(a) for a in re.findall(r"amount=([\d.]+)", context)]
bins = {}
for a in amts:
    b = int(a // 25) * 25
    bins[b] = bins.get(b, 0) + 1
for b in sorted(bins):
    print(f"{b:>4}-{b + 24:<4} {'#' * (bins[b] // 2)} {bins[b]}")
