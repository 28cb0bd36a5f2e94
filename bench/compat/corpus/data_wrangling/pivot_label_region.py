rows = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    kv = dict(item.split("=", 1) for item in line.split()[:7])
    rows.append((kv["label"], kv["region"], float(kv["amount"])))

labels = sorted({r[0] for r in rows})
regions = sorted({r[1] for r in rows})
pivot = {lab: {reg: 0.0 for reg in regions} for lab in labels}
for lab, reg, amt in rows:
    pivot[lab][reg] += amt

header = "label".ljust(8) + "".join(r.rjust(10) for r in regions) + "total".rjust(11)
print(header)
print("-" * len(header))
for lab in labels:
    vals = pivot[lab]
    print(lab.ljust(8) + "".join(f"{vals[r]:10.2f}" for r in regions) + f"{sum(vals.values()):11.2f}")
col_totals = [sum(pivot[l][r] for l in labels) for r in regions]
print("TOTAL".ljust(8) + "".join(f"{t:10.2f}" for t in col_totals) + f"{sum(col_totals):11.2f}")
