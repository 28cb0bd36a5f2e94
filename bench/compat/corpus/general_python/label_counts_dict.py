counts = {}
totals = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    fields = {}
    for part in line.split(" msg=")[0].split():
        k, v = part.split("=")
        fields[k] = v
    lab = fields["label"]
    counts[lab] = counts.get(lab, 0) + 1
    totals[lab] = totals.get(lab, 0.0) + float(fields["amount"])

for lab in sorted(counts, key=counts.get, reverse=True):
    avg = totals[lab] / counts[lab]
    print(f"{lab:<6} n={counts[lab]:>3}  total={totals[lab]:>9.2f}  avg={avg:.2f}")
print("most common:", max(counts.items(), key=lambda kv: kv[1]))
print("labels:", list(counts))
