from datetime import datetime, timedelta, date, timezone

stamps = [datetime.fromisoformat(t[3:]) for t in context.split() if t.startswith("ts=")]
print(len(stamps), stamps[0], repr(stamps[0]))
first, last = min(stamps), max(stamps)
print(first.isoformat(), last.isoformat(timespec="minutes"), (last - first).days)
by_month = {}
for s in stamps:
    by_month[s.strftime("%Y-%m")] = by_month.get(s.strftime("%Y-%m"), 0) + 1
print(dict(sorted(by_month.items())))
by_weekday = [0] * 7
for s in stamps:
    by_weekday[s.weekday()] += 1
print(by_weekday, first.strftime("%A %d %B %Y %H:%M"))
print(date(2024, 2, 10).isocalendar(), date.fromisoformat("2024-03-01") - timedelta(days=1))
d = datetime(2024, 3, 10, 12, 0, tzinfo=timezone.utc)
est = timezone(timedelta(hours=-4), "EDT")
print(d.astimezone(est).isoformat(), d.astimezone(est).tzname(), d.timestamp())
print(timedelta(days=1, hours=3, minutes=5), timedelta(seconds=-30), timedelta(hours=50).total_seconds())
night = [s.hour for s in stamps if s.hour < 5]
print(len(night), datetime.strptime("10/02/24 10:10", "%d/%m/%y %H:%M"))
