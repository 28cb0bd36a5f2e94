from collections import defaultdict

monthly = defaultdict(float)
counts = defaultdict(int)
for line in context.splitlines():
    if "ts=" not in line:
        continue
    month = line.split("ts=")[1][:7]
    monthly[month] += float(line.split("amount=")[1].split()[0])
    counts[month] += 1

months = sorted(monthly)
prev = None
print(f"{'month':8} {'n':>3} {'total':>9} {'change':>8}")
for m in months:
    cur = monthly[m]
    if prev is None:
        change = "n/a"
    else:
        pct = (cur - prev) / prev * 100
        change = f"{pct:+.1f}%"
    print(f"{m:8} {counts[m]:>3} {cur:>9.2f} {change:>8}")
    prev = cur

first, last = monthly[months[0]], monthly[months[-1]]
print(f"Jan->Dec: {(last / first - 1):+.2%}")
h1 = sum(monthly[m] for m in months[:6])
h2 = sum(monthly[m] for m in months[6:])
print(f"H1={h1:.2f} H2={h2:.2f} growth={100 * (h2 - h1) / h1:.3f}%")
best = max(months, key=monthly.get)
print("best month:", best, round(monthly[best], 2), "share:", f"{monthly[best] / sum(monthly.values()):.1%}")
