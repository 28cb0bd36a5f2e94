from datetime import datetime, date, time

dt = datetime(2024, 7, 4, 9, 5, 7, 123456)
fmts = ["%Y-%m-%d %H:%M:%S", "%d/%m/%y", "%I:%M %p", "%A, %B %d, %Y", "%j", "%a %b %d",
        "%H%M%S.%f", "%U %W", "%%Y literal", "%y%m%d-%H"]
for f in fmts:
    print(f"{f:<20} {dt.strftime(f)}")
print(dt.isoformat(), dt.isoformat(sep=" ", timespec="minutes"))
print(dt.date(), dt.time(), time(14, 30).isoformat(), datetime.combine(date(2024, 1, 2), time(3, 4)))
p = datetime.strptime("03/15/2024 17:45", "%m/%d/%Y %H:%M")
print(p, p.weekday(), p.isoweekday(), p.replace(hour=0, minute=0))
print(f"{dt:%Y/%m/%d}", format(dt.date(), "%d.%m.%Y"), str(dt))
