from datetime import date, timedelta

days = [date(2024, 12, 30), date(2021, 1, 3), date(2020, 12, 31), date(2026, 1, 1)]
for d in days:
    y, w, wd = d.isocalendar()
    print(f"{d} iso year {y} week {w:02d} day {wd} ({d:%A}) ordinal {d.toordinal()}")
print(date.fromisocalendar(2024, 1, 1), date.fromordinal(738000), date(1, 1, 1).toordinal())
print(date.min, date.max, timedelta.max.days, date(2024, 3, 1) - timedelta(days=1))
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
try:
    date(2024, 1, 1) + timedelta(days=10**7)
except OverflowError as e:
    print("OverflowError:", e)
