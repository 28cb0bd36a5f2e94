from datetime import datetime, date
from collections import Counter
import calendar

dates = [datetime.strptime(l.split("ts=")[1][:10], "%Y-%m-%d").date()
         for l in context.splitlines() if "ts=" in l]
per_month = Counter(d.month for d in dates)
for m in range(1, 13):
    days_in = calendar.monthrange(2024, m)[1]
    print(f"{calendar.month_abbr[m]} ({days_in}d): {per_month.get(m, 0):3d} {per_month.get(m, 0) / days_in:.3f}/day")
print(calendar.isleap(2024), calendar.isleap(2100), calendar.leapdays(2000, 2025))
print(calendar.day_name[date(2024, 2, 29).weekday()])
wd = Counter(calendar.day_abbr[d.weekday()] for d in dates)
print([(name, wd[name]) for name in calendar.day_abbr])
q = Counter(f"Q{(d.month - 1) // 3 + 1}" for d in dates)
print(sorted(q.items()))
print(calendar.month(2024, 2))
