from collections import Counter

pairs = Counter()
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    d = {}
    for part in line.split('"')[0].split():
        if '=' in part:
            key, val = part.split('=', 1)
            d[key] = val
    pairs[(d['label'], d['region'])] += 1

labels = sorted({l for l, _ in pairs})
regions = sorted({r for _, r in pairs})
print("label".ljust(8) + "".join(r.rjust(9) for r in regions) + "  total")
for lab in labels:
    row = [pairs[(lab, r)] for r in regions]
    print(lab.ljust(8) + "".join(str(x).rjust(9) for x in row) + f"  {sum(row):>5}")
print(pairs.most_common(3))
