import re
import bisect

amounts = sorted(float(a) for a in re.findall(r"amount=([\d.]+)", context))
edges = [0, 25, 50, 75, 100, 125, 150, 175, 200]
counts = [0] * (len(edges) - 1)
for a in amounts:
    i = bisect.bisect_right(edges, a) - 1
    counts[min(i, len(counts) - 1)] += 1

scale = max(counts)
for (lo, hi), c in zip(zip(edges, edges[1:]), counts):
    label = f"[{lo:>3}, {hi:>3})"
    print(f"{label} {c:>3} {'▇' * round(20 * c / scale):<20} {c / len(amounts):6.1%}")

cum = 0
print("cumulative:", end=" ")
for c in counts:
    cum += c
    print(f"{cum}", end=" ")
print()
p90 = amounts[int(0.9 * (len(amounts) - 1))]
print(f"~p90 = {p90}; count at or below 50 = {bisect.bisect_right(amounts, 50)}")
