from datetime import datetime, timedelta
from collections import Counter

stamps = []
for line in context.splitlines():
    if "ts=" in line:
        ts = line.split("ts=")[1].split()[0]
        rid = int(line.split()[0][3:])
        stamps.append((datetime.strptime(ts, "%Y-%m-%dT%H:%M"), rid))

stamps.sort()
print("earliest:", stamps[0][0].isoformat(), stamps[0][1])
print("latest:", stamps[-1][0], stamps[-1][1])
span = stamps[-1][0] - stamps[0][0]
print("span:", span, span.days, span.total_seconds())

by_weekday = Counter(dt.strftime("%a") for dt, _ in stamps)
print([(d, by_weekday[d]) for d in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]])
by_quarter = Counter(f"Q{(dt.month - 1) // 3 + 1}" for dt, _ in stamps)
print(sorted(by_quarter.items()))
night = [rid for dt, rid in stamps if dt.hour < 6]
print("night records:", len(night))
gaps = [(b[0] - a[0], b[1]) for a, b in zip(stamps, stamps[1:])]
longest = max(gaps)
print("longest gap:", longest[0], "before id", longest[1])
print(datetime(2024, 2, 28) + timedelta(days=1, hours=25))
print(datetime(2024, 3, 1).strftime("%Y/%m/%d %j %B"))
