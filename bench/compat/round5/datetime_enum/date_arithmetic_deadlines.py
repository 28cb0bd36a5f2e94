from datetime import date, timedelta
start = date(2024, 1, 29)
print(start + timedelta(days=30), start - timedelta(weeks=3), (date(2024, 12, 25) - start).days)
def add_business_days(d, n):
    while n > 0:
        d += timedelta(days=1)
        if d.weekday() < 5:
            n -= 1
    return d
for n in (1, 5, 10, 23):
    due = add_business_days(start, n)
    print(n, due, due.strftime("%a"))
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    y += d.year
    mo += 1
    import calendar
    day = min(d.day, calendar.monthrange(y, mo)[1])
    return date(y, mo, day)
print([str(add_months(date(2024, 1, 31), k)) for k in range(6)])
print(date(2023, 3, 1) - date(2023, 2, 1), date(2024, 3, 1) - date(2024, 2, 1))
