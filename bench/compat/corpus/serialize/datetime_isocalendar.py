from datetime import datetime, date, time, timedelta
for d in [date(2024, 12, 30), date(2021, 1, 3), date(2020, 12, 31), date(2026, 1, 1), date(2027, 1, 1)]:
    print(d.isocalendar(), tuple(d.isocalendar()), d.isocalendar()[1], d.isocalendar().week, d.strftime("%V %G %u %U %W %j %a %-d/%-m"), date.fromisocalendar(*d.isocalendar()))
dt = datetime(2024, 3, 5, 7, 8, 9, 123456)
print(dt.isoformat(timespec="minutes"), dt.isoformat(timespec="milliseconds"), dt.isoformat(" ", "seconds"), f"{dt:%Y-%m-%d %H:%M}", f"{dt.date():%d %b %Y}", "{:%H:%M}".format(dt))
print(dt.time(), dt.time().isoformat(timespec="hours"), repr(time(5, 3)), f"{time(13, 5):%I:%M %p}", dt.timetuple().tm_yday, dt.timetuple()[0], dt.ctime())
