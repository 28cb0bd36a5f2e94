from collections import defaultdict

agg = defaultdict(lambda: [0, 0.0, 0.0])   # count, sum, sum of squares
for line in context.splitlines():
    if not line.startswith("id"):
        continue
    toks = {k: v for k, v in (t.split("=", 1) for t in line.split(" ")[:6])}
    a = float(toks["amount"])
    slot = agg[toks["label"]]
    slot[0] += 1
    slot[1] += a
    slot[2] += a * a

for label, (n, s, ss) in sorted(agg.items()):
    mean = s / n
    var = ss / n - mean ** 2
    print(f"{label:<6} n={n:<3} mean={mean:7.2f} sd={var ** 0.5:6.2f}")

n_all = sum(v[0] for v in agg.values())
weighted = sum(v[1] for v in agg.values()) / n_all
unweighted = sum(v[1] / v[0] for v in agg.values()) / len(agg)
print("weighted mean:", round(weighted, 4))
print("mean of means:", round(unweighted, 4))
print("difference:", f"{weighted - unweighted:+.4f}")
