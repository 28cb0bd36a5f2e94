from datetime import date, timedelta
import calendar
for d in [date(2024, 1, 1), date(2024, 12, 30), date(2021, 1, 3), date(2020, 12, 31)]:
    y, w, wd = d.isocalendar()
    print(d, f"ISO {y}-W{w:02d}-{wd}", d.strftime("%A"), d.toordinal() % 7)
print(calendar.isleap(2024), calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(2000, 2025))
print(calendar.monthrange(2024, 2), calendar.day_name[0], calendar.month_abbr[12])
print(calendar.month(2024, 3))
first = date(2024, 11, 1)
thursdays = [first + timedelta(days=i) for i in range(30) if (first + timedelta(days=i)).weekday() == 3]
print("4th Thursday of Nov 2024:", thursdays[3])
print(date.fromisocalendar(2024, 10, 1), date(2024, 3, 4).timetuple().tm_yday)
