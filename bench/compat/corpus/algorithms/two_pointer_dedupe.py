import re

amounts = sorted(int(float(a)) for a in re.findall(r"amount=([\d.]+)", context))
target = 200
i, j = 0, len(amounts) - 1
pairs = []
while i < j:
    s = amounts[i] + amounts[j]
    if s == target:
        pairs.append((amounts[i], amounts[j]))
        i += 1
        j -= 1
    elif s < target:
        i += 1
    else:
        j -= 1
print(len(pairs), pairs[:6])

def dedupe_sorted(xs):
    out = []
    for x in xs:
        if not out or out[-1] != x:
            out.append(x)
    return out
u = dedupe_sorted(amounts)
print(len(amounts), len(u), u[:10])
seen, dupes = set(), []
for a in amounts:
    if a in seen and a not in dupes:
        dupes.append(a)
    seen.add(a)
print("dupes:", dupes)
best_len, start = 0, 0
ids = [int(x) for x in re.findall(r"id=(\d+) user=bob", context)]
for k in range(1, len(ids) + 1):
    if k == len(ids) or ids[k] - ids[k - 1] > 3:
        if k - start > best_len:
            best_len, best = k - start, ids[start:k]
        start = k
print(best_len, best)
