import statistics
from collections import Counter

amounts = [float(t[7:]) for t in context.split() if t.startswith("amount=")]
print(round(statistics.mean(amounts), 4), round(statistics.fmean(amounts), 4))
print(statistics.median(amounts), statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]))
print(round(statistics.pstdev(amounts), 4), round(statistics.stdev(amounts), 4))
print([round(q, 2) for q in statistics.quantiles(amounts, n=4)])
labels = Counter(t[6:] for t in context.split() if t.startswith("label="))
print(labels.most_common(2), labels.total())
print(statistics.mode(t[5:] for t in context.split() if t.startswith("user=")))
print(statistics.multimode("aabbc"))
regions = Counter(t[7:] for t in context.split() if t.startswith("region="))
print(regions - Counter({"eu": 40}), (regions & Counter(apac=10, eu=100)))
print(sorted((regions + labels).items())[:3])
c = Counter(a=3, b=-1)
print(+c, -c, list(c.elements()))
h = statistics.geometric_mean([1, 4, 16])
print(round(h, 6), round(statistics.harmonic_mean([1, 2, 4]), 6))
