from datetime import datetime, date, timedelta
d = datetime(2024, 2, 28, 22, 30)
print(d + timedelta(hours=3), d + timedelta(days=1, minutes=45))
print((datetime(2024, 3, 1) - d), (datetime(2024, 3, 1) - d).total_seconds())
td = timedelta(days=2, hours=5, seconds=7)
print(td, td.days, td.seconds, repr(timedelta(minutes=90)), timedelta(hours=-1))
print(date(2024, 12, 31).timetuple().tm_yday, date(2024, 1, 1).weekday(), date(2024, 1, 1).isoweekday())
print(date(2024, 3, 10) - date(2023, 3, 10), date.fromisoformat("2024-05-06").strftime("%A %d %B %Y"))
print(datetime.fromisoformat("2024-05-06T07:08:09").replace(hour=0), d.date(), d.time())
