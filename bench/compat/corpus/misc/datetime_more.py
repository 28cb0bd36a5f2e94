from datetime import datetime, timedelta, date
d = datetime.strptime("2024-03-05 14:30:15", "%Y-%m-%d %H:%M:%S")
print(d, repr(d), d.weekday(), d.strftime("%d %b %Y, %A %H:%M"))
e = d + timedelta(days=40, hours=12)
print(e, e - d, (e - d).total_seconds(), (e - d).days)
print(date(2024, 2, 28) + timedelta(days=2), date(2024, 12, 31).strftime("%j"), datetime.fromisoformat("2024-01-02T03:04:05").isoformat())
ds = sorted([datetime(2024, 1, 3), datetime(2023, 12, 31), datetime(2024, 1, 1)])
print([x.strftime("%Y-%m-%d") for x in ds], max(ds) - min(ds))
print(datetime.strptime("05/Mar/2024:10:00 PM", "%d/%b/%Y:%I:%M %p"))
