import re
from collections import defaultdict

monthly = defaultdict(float)
for amt, month in re.findall(r"amount=([\d.]+) ts=\d{4}-(\d\d)", context):
    monthly[month] += float(amt)

months = sorted(monthly)
prev = None
for m in months:
    cur = monthly[m]
    if prev is None:
        change = "n/a"
    else:
        pct = (cur - prev) / prev * 100
        change = f"{pct:+7.2f}%"
    print(f"2024-{m} {cur:9.2f} {change:>9}")
    prev = cur
growth = monthly[months[-1]] / monthly[months[0]]
cagr = growth ** (1 / (len(months) - 1)) - 1
print(f"overall x{growth:.3f}, per-month {cagr:.4%}")
print(round(max(monthly.values()) / min(monthly.values()), 4))
share = {m: round(v / sum(monthly.values()) * 100, 1) for m, v in monthly.items()}
print(share, round(sum(share.values()), 1))
