import bisect
from collections import Counter
edges = [0, 100, 250, 500, 1000, 2500]
labels = ["<100", "100-249", "250-499", "500-999", "1000-2499", ">=2500"]
latencies = [12, 99, 100, 180, 260, 499, 500, 730, 999, 1200, 3000, 45, 2499, 2500]
hist = Counter(labels[bisect.bisect_right(edges, v) - 1] for v in latencies)
for lab in labels:
    print(f"{lab:>10} {'#' * hist[lab]} {hist[lab]}")
cum = 0
for lab in labels:
    cum += hist[lab]
    print(f"{lab:>10} cumulative {cum / len(latencies):.0%}")
