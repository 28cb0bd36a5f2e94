from datetime import datetime, date, time
dt = datetime(2024, 5, 17, 14, 35, 50)
print(dt.replace(hour=0, minute=0, second=0), dt.replace(day=1).date(), dt.date(), dt.time())
print(datetime.combine(date(2024, 1, 1), time(9, 15)), dt.weekday(), dt.isoweekday())
slots = [datetime(2024, 5, 17, h, m) for h, m in [(9, 0), (13, 30), (14, 45), (16, 0)]]
upcoming = [s for s in slots if s > dt]
print([s.strftime("%H:%M") for s in upcoming], min(slots, key=lambda s: abs((s - dt).total_seconds())).time())
print(sorted([date(2024, 3, 1), date(2023, 12, 31), date(2024, 1, 15)]))
print(dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.microsecond)
print(datetime(2024, 1, 1) < datetime(2024, 1, 1, 0, 0, 1), date(2024, 1, 1) == datetime(2024, 1, 1).date())
print(time(23, 59) > time(0, 1), time(12).isoformat(), time(8, 5, 3).strftime("%I:%M:%S %p"))
