from datetime import date, timedelta
from collections import defaultdict
def daterange(start, end, step=1):
    d = start
    while d < end:
        yield d
        d += timedelta(days=step)
days = list(daterange(date(2024, 2, 25), date(2024, 3, 6)))
print(len(days), days[0], days[-1])
events = {date(2024, 2, 26): 3, date(2024, 2, 29): 5, date(2024, 3, 2): 1, date(2024, 3, 4): 8}
by_week = defaultdict(int)
for d in days:
    by_week[d.isocalendar()[1]] += events.get(d, 0)
print(dict(by_week))
by_month = defaultdict(list)
for d, n in events.items():
    by_month[d.strftime("%Y-%m")].append(n)
print({k: sum(v) for k, v in sorted(by_month.items())})
weekends = [d.isoformat() for d in daterange(date(2024, 3, 1), date(2024, 3, 15)) if d.weekday() >= 5]
print(weekends)
print([str(d) for d in daterange(date(2024, 1, 1), date(2024, 2, 1), 7)])
