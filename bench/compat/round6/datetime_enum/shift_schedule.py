from datetime import date, timedelta

start = date(2024, 2, 26)
staff = ["ana", "ben", "cai"]
holidays = {date(2024, 2, 29), date(2024, 3, 4)}
schedule = []
d = start
i = 0
while len(schedule) < 8:
    if d.weekday() < 5 and d not in holidays:
        schedule.append((d, staff[i % len(staff)]))
        i += 1
    d += timedelta(days=1)
for day, who in schedule:
    print(f"{day.isoformat()} {day.strftime('%a')} {who}")
print("span:", (schedule[-1][0] - schedule[0][0]).days, "days")
print("leap day skipped:", date(2024, 2, 29) not in [s[0] for s in schedule])
counts = {}
for _, who in schedule:
    counts[who] = counts.get(who, 0) + 1
print(counts)
