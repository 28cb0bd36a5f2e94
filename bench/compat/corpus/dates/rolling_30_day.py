from datetime import date, timedelta
from collections import defaultdict

daily = defaultdict(float)
for line in context.splitlines():
    if "amount=" in line:
        day = date.fromisoformat(line.split("ts=")[1][:10])
        daily[day] += float(line.split("amount=")[1].split()[0])

first, last = min(daily), max(daily)
print(first, last, (last - first).days + 1, "days,", len(daily), "with activity")
day = first
window = []
peaks = []
while day <= last:
    window.append(daily.get(day, 0.0))
    if len(window) > 30:
        window.pop(0)
    if day.day == 1 or day == last:
        peaks.append((day.isoformat(), round(sum(window), 2)))
    day += timedelta(days=1)
for d, v in peaks:
    print(d, f"{v:>9.2f}")
top = sorted(daily.items(), key=lambda kv: kv[1], reverse=True)[:3]
print([(d.strftime("%d %b"), round(v, 2)) for d, v in top])
