from collections import defaultdict

pivot = defaultdict(lambda: defaultdict(int))
labels = set()
for line in context.splitlines():
    if "user=" not in line:
        continue
    parts = line.split()
    user = parts[1][5:]
    label = parts[2][6:]
    labels.add(label)
    pivot[user][label] += 1

cols = sorted(labels)
print("user   " + "".join(f"{c:>7}" for c in cols) + "  total")
col_tot = dict.fromkeys(cols, 0)
for user in sorted(pivot):
    row = pivot[user]
    for c in cols:
        col_tot[c] += row[c]
    print(f"{user:<7}" + "".join(f"{row[c]:>7}" for c in cols) + f"{sum(row.values()):>7}")
print("total  " + "".join(f"{col_tot[c]:>7}" for c in cols) + f"{sum(col_tot.values()):>7}")
print("dominant:", {u: max(r, key=r.get) for u, r in sorted(pivot.items())})
