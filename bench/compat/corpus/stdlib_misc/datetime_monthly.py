from datetime import datetime, date
from collections import defaultdict
import calendar

by_month = defaultdict(lambda: {"n": 0, "total": 0.0})
by_weekday = defaultdict(int)
by_hour_bucket = defaultdict(int)
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    ts = datetime.fromisoformat(kv["ts"])
    m = by_month[ts.strftime("%Y-%m")]
    m["n"] += 1
    m["total"] += float(kv["amount"])
    by_weekday[ts.strftime("%A")] += 1
    by_hour_bucket[f"{ts.hour // 6 * 6:02d}-{ts.hour // 6 * 6 + 5:02d}h"] += 1

for key in sorted(by_month):
    y, mo = map(int, key.split("-"))
    m = by_month[key]
    print(f"{calendar.month_abbr[mo]} {y}: {m['n']:>3} events  {m['total']:>9.2f}  days={calendar.monthrange(y, mo)[1]}")

order = list(calendar.day_name)
print({d: by_weekday[d] for d in order})
print(dict(sorted(by_hour_bucket.items())))
d = date(2024, 2, 10)
print(d.isoweekday(), d.isocalendar(), d.strftime("%j"), d.replace(day=29))
print(date(2024, 12, 31) - date(2024, 1, 1), calendar.isleap(2024))
print(date.fromisoformat("2024-03-01").toordinal() - date(2024, 2, 1).toordinal())
