from datetime import date, timedelta
from collections import defaultdict

context = """2024-01-01,12.50
2024-01-03,7.25
2024-01-07,3.00
2024-01-08,20.00
2024-01-14,5.75
2024-01-15,9.99
2024-01-21,1.01
2024-01-29,4.00"""

weekly = defaultdict(float)
for line in context.splitlines():
    d, amt = line.split(",")
    day = date.fromisoformat(d)
    monday = day - timedelta(days=day.weekday())
    weekly[monday] += float(amt)

for monday in sorted(weekly):
    iso = monday.isocalendar()
    print(f"week {iso[1]:02d} ({monday:%b %d}-{monday + timedelta(days=6):%b %d}): {weekly[monday]:7.2f}")
all_weeks = [date(2024, 1, 1) + timedelta(weeks=i) for i in range(5)]
print("empty weeks:", [w.isoformat() for w in all_weeks if w not in weekly])
