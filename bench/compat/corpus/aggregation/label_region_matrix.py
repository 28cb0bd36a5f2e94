from collections import defaultdict, Counter

rows = [dict(kv.split("=", 1) for kv in line.split(' msg=')[0].split())
        for line in context.splitlines() if line.startswith("id=")]
matrix = defaultdict(Counter)
for r in rows:
    matrix[r["region"]][r["label"]] += 1

labels = sorted({r["label"] for r in rows})
regions = sorted(matrix)
print("region".ljust(10) + "".join(l.rjust(7) for l in labels) + "  total")
for reg in regions:
    line = reg.ljust(10) + "".join(str(matrix[reg][l]).rjust(7) for l in labels)
    print(line + str(sum(matrix[reg].values())).rjust(7))
col_tot = [sum(matrix[reg][l] for reg in regions) for l in labels]
print("TOTAL".ljust(10) + "".join(str(c).rjust(7) for c in col_tot) + str(sum(col_tot)).rjust(7))
spam_rate = {reg: round(matrix[reg]["spam"] / sum(matrix[reg].values()), 3) for reg in regions}
print(spam_rate)
worst = max(spam_rate.items(), key=lambda kv: kv[1])
print("highest spam rate:", worst)
