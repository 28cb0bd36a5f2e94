from datetime import datetime, time, timedelta, timezone
offices = {
    "London": (timezone(timedelta(hours=0)), time(9), time(17)),
    "New York": (timezone(timedelta(hours=-5)), time(9), time(17)),
    "Bangalore": (timezone(timedelta(hours=5, minutes=30)), time(10), time(18)),
}
day = datetime(2024, 1, 15)
windows = {}
for city, (tz, start, end) in offices.items():
    s = datetime.combine(day.date(), start, tz).astimezone(timezone.utc)
    e = datetime.combine(day.date(), end, tz).astimezone(timezone.utc)
    windows[city] = (s, e)
    print(f"{city:<10} {s:%H:%M}-{e:%H:%M} UTC")
def overlap(a, b):
    s, e = max(a[0], b[0]), min(a[1], b[1])
    return (s, e) if s < e else None
cities = list(windows)
for i in range(len(cities)):
    for j in range(i + 1, len(cities)):
        o = overlap(windows[cities[i]], windows[cities[j]])
        desc = f"{o[0]:%H:%M}-{o[1]:%H:%M} ({(o[1] - o[0]).seconds // 60} min)" if o else "none"
        print(f"{cities[i]} & {cities[j]}: {desc}")
