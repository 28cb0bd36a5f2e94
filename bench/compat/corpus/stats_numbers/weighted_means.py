import statistics
from collections import defaultdict

groups = defaultdict(list)
for line in context.splitlines():
    if "region=" in line:
        region = line.split("region=")[1].split()[0]
        groups[region].append(float(line.split("amount=")[1].split()[0]))

means = {r: statistics.mean(v) for r, v in groups.items()}
sizes = {r: len(v) for r, v in groups.items()}
unweighted = statistics.mean(means.values())
weighted = sum(means[r] * sizes[r] for r in means) / sum(sizes.values())
print(f"mean of region means: {unweighted:.4f}")
print(f"weighted by count:    {weighted:.4f}")
print(f"overall fmean:        {statistics.fmean([a for v in groups.values() for a in v]):.4f}")
print(f"fmean weights:        {statistics.fmean(list(means.values()), weights=list(sizes.values())):.4f}")
for r in sorted(groups):
    v = groups[r]
    print(f"{r:8} arith={statistics.mean(v):8.3f} geo={statistics.geometric_mean(v):8.3f} harm={statistics.harmonic_mean(v):8.3f}")
print(statistics.harmonic_mean([40, 60]), statistics.geometric_mean([1, 4, 16]), statistics.mean([True, False, True]))
speeds = {"leg1": (120, 60.0), "leg2": (120, 40.0)}
avg_speed = sum(d for d, _ in speeds.values()) / sum(d / s for d, s in speeds.values())
print("avg speed:", avg_speed, statistics.harmonic_mean([60, 40], weights=[120, 120]))
