import statistics
from collections import defaultdict

per_user = defaultdict(list)
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split()[:4])
        per_user[f["user"]].append((int(f["id"]), float(f["amount"])))

flagged = []
for user in sorted(per_user):
    vals = [a for _, a in per_user[user]]
    mu = statistics.mean(vals)
    sd = statistics.stdev(vals)
    print(f"{user:6} n={len(vals):2} mean={mu:7.2f} sd={sd:6.2f}")
    for rid, a in per_user[user]:
        z = (a - mu) / sd
        if abs(z) > 1.6:
            flagged.append((user, rid, a, round(z, 3)))

print(f"{len(flagged)} outliers (|z|>1.6):")
for row in sorted(flagged, key=lambda r: -abs(r[3]))[:8]:
    print("  ", row)
all_vals = [a for v in per_user.values() for _, a in v]
nd = statistics.NormalDist.from_samples(all_vals)
print(round(nd.mean, 3), round(nd.stdev, 3), round(nd.cdf(150), 4), round(nd.inv_cdf(0.9), 3))
print(round(nd.zscore(199.8), 4), f"{nd.pdf(90):.6f}")
