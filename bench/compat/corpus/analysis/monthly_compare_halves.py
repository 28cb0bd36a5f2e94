from datetime import datetime
from collections import Counter

monthly = Counter()
monthly_amt = Counter()
for line in context.splitlines():
    if "ts=" not in line:
        continue
    ts = line.split("ts=")[1].split()[0]
    amt = float(line.split("amount=")[1].split()[0])
    dt = datetime.strptime(ts, "%Y-%m-%dT%H:%M")
    key = dt.strftime("%b")
    monthly[dt.month] += 1
    monthly_amt[dt.month] += amt

for m in sorted(monthly):
    name = datetime(2024, m, 1).strftime("%B")
    print(f"{name:<10} {monthly[m]:>3} records  {monthly_amt[m]:>9.2f}")

h1 = sum(monthly_amt[m] for m in range(1, 7))
h2 = sum(monthly_amt[m] for m in range(7, 13))
change = (h2 - h1) / h1 * 100
print(f"H1 total: {h1:,.2f}")
print(f"H2 total: {h2:,.2f}")
print(f"Change H1->H2: {change:+.1f}%")
busiest = monthly.most_common(1)[0]
print("Busiest month:", datetime(2024, busiest[0], 1).strftime("%B"), "with", busiest[1])
