values = [1.0, 1.5, 2.1, 8.0, 8.4, 9.1, 15.0, 15.5, 16.2, 2.4, 8.8]
centers = [values[0], values[3], values[6]]
for it in range(10):
    clusters = [[] for _ in centers]
    for v in values:
        idx = min(range(len(centers)), key=lambda i: abs(v - centers[i]))
        clusters[idx].append(v)
    new = [round(sum(c) / len(c), 4) if c else centers[i] for i, c in enumerate(clusters)]
    print(f"iter {it}: {new}")
    if new == centers:
        break
    centers = new
for c, members in zip(centers, clusters):
    print(c, sorted(members))
sse = sum((v - c) ** 2 for c, ms in zip(centers, clusters) for v in ms)
print(round(sse, 4))
