from datetime import date, datetime, timedelta

first = context.splitlines()[0]
ts = datetime.fromisoformat(first.split("ts=")[1].split()[0])
print(ts)
print(ts + timedelta(days=30), ts - timedelta(hours=10, minutes=15))
print(ts.replace(day=1), ts.replace(month=12, hour=0, minute=0))
try:
    ts.replace(day=31)
except ValueError as e:
    print("ValueError", e)
d = ts.date()
print(d + timedelta(days=19), d - date(2024, 1, 1), (date(2025, 1, 1) - d).days)
print(date(2024, 3, 1) - timedelta(days=1), date(2023, 3, 1) - timedelta(days=1))
def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    import calendar
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
for n in (1, 2, 11, 12, -2):
    print(n, add_months(date(2024, 1, 31), n))
print(date.fromordinal(d.toordinal() + 100), date.fromisocalendar(2024, 10, 3))
print(datetime.combine(d, datetime.min.time()), datetime(2024, 1, 1) < ts, date.min, date.max)
print(ts.strftime("%Y%m%d"), int(ts.strftime("%H")) * 60 + ts.minute)
