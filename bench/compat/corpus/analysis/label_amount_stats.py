from collections import defaultdict
import math

by_label = defaultdict(list)
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    kv = {}
    for tok in line.split():
        if "=" in tok and not tok.startswith("msg"):
            k, v = tok.split("=", 1)
            kv[k] = v
    if kv:
        by_label[kv["label"]].append(float(kv["amount"]))

def describe(xs):
    n = len(xs)
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return n, mean, math.sqrt(var), min(xs), max(xs)

print(f"{'label':<6} {'n':>3} {'mean':>8} {'sd':>8} {'min':>7} {'max':>7}")
for label in sorted(by_label):
    n, mean, sd, lo, hi = describe(by_label[label])
    print(f"{label:<6} {n:>3} {mean:>8.2f} {sd:>8.2f} {lo:>7.2f} {hi:>7.2f}")

means = {k: describe(v)[1] for k, v in by_label.items()}
top = max(means, key=means.get)
bottom = min(means, key=means.get)
print(f"\nHighest mean: {top} ({means[top]:.2f}); lowest: {bottom} ({means[bottom]:.2f})")
print("ratio:", round(means[top] / means[bottom], 3))
