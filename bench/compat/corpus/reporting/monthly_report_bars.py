import re
import calendar
from collections import defaultdict

totals = defaultdict(float)
counts = defaultdict(int)
for amt, month in re.findall(r"amount=([\d.]+) ts=2024-(\d\d)", context):
    totals[int(month)] += float(amt)
    counts[int(month)] += 1

peak = max(totals.values())
print(f"{'Month':<10}{'N':>4}{'Total':>10}  Chart")
for m in range(1, 13):
    t = totals.get(m, 0.0)
    bar = "█" * int(30 * t / peak)
    print(f"{calendar.month_name[m]:<10}{counts[m]:>4}{t:>10.2f}  {bar}")

best = max(totals, key=totals.get)
worst = min(totals, key=totals.get)
print(f"\nBest month: {calendar.month_abbr[best]} ({totals[best]:.2f}); worst: {calendar.month_abbr[worst]} ({totals[worst]:.2f})")
print(f"Ratio best/worst: {totals[best] / totals[worst]:.2f}x")
half1 = sum(totals[m] for m in range(1, 7))
print(f"H1 {half1:,.2f} vs H2 {sum(totals.values()) - half1:,.2f}")
