from datetime import datetime, timedelta, date, timezone
d = datetime.strptime("2024-02-28 23:30", "%Y-%m-%d %H:%M")
print(d + timedelta(hours=1), (d + timedelta(days=2)).strftime("%A %d %B"), d.weekday(), (date(2024, 3, 1) - date(2024, 2, 1)).days)
print(datetime(2024, 1, 1, tzinfo=timezone.utc).isoformat(), datetime.fromisoformat("2024-05-06T07:08:09").hour, timedelta(seconds=3661), timedelta(days=1, hours=2) / timedelta(hours=1))
print(sorted([date(2024, 5, 1), date(2023, 1, 1)]), date(2024, 1, 31).replace(day=1), d.date().isoformat(), d.timestamp() > 0)
u = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
e = timezone(timedelta(hours=-5))
print(u, u.astimezone(e), u.astimezone(e).isoformat(), u.strftime("%Y %z %Z"), u - datetime(2024, 1, 1, 6, tzinfo=e), u.tzinfo, u.replace(tzinfo=None))
