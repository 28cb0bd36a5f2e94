from datetime import date
import calendar

def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    y += d.year
    m += 1
    last = calendar.monthrange(y, m)[1]
    return date(y, m, min(d.day, last))

start = date(2023, 11, 30)
for i in range(6):
    due = add_months(start, i)
    print(i, due, due.strftime("%A"), "(clamped)" if due.day != start.day else "")
print(calendar.isleap(2024), calendar.isleap(2100), calendar.monthrange(2024, 2))
print(add_months(date(2024, 1, 31), 1), add_months(date(2024, 3, 15), -3))
print(date(2024, 12, 31).timetuple().tm_yday, date(2024, 1, 1).isocalendar()[1])
