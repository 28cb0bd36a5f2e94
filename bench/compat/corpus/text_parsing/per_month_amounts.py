by_month = {}
for line in context.splitlines():
    if "ts=" not in line:
        continue
    ts = line.split("ts=")[1].split()[0]
    amt = float(line.split("amount=")[1].split()[0])
    month = ts[:7]
    by_month.setdefault(month, []).append(amt)

for month in sorted(by_month):
    vals = by_month[month]
    bar = "#" * int(sum(vals) // 100)
    print(f"{month}  {len(vals):3}  {sum(vals):8.2f}  {bar}")
best = max(by_month.items(), key=lambda kv: sum(kv[1]))
print("best month:", best[0], round(sum(best[1]), 2))
print("min single:", min(min(v) for v in by_month.values()))
