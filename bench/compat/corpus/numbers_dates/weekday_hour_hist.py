from datetime import datetime
import calendar
weekday_counts = [0] * 7
hour_counts = {}
weekend_amt = weekday_amt = 0.0
for l in context.splitlines():
    if "ts=" not in l:
        continue
    dt = datetime.fromisoformat(l.split("ts=")[1].split()[0])
    amt = float(l.split("amount=")[1].split()[0])
    weekday_counts[dt.weekday()] += 1
    bucket = f"{dt.hour // 6 * 6:02d}-{dt.hour // 6 * 6 + 5:02d}"
    hour_counts[bucket] = hour_counts.get(bucket, 0) + 1
    if dt.weekday() >= 5:
        weekend_amt += amt
    else:
        weekday_amt += amt
for i, c in enumerate(weekday_counts):
    print(f"{calendar.day_abbr[i]} {c:3d} {'*' * c}")
print(dict(sorted(hour_counts.items())))
print(f"weekend {weekend_amt:.2f} vs weekday {weekday_amt:.2f} ratio {weekend_amt / weekday_amt:.3f}")
print(calendar.month_name[2], calendar.monthrange(2024, 2), calendar.isleap(2024), calendar.isleap(1900))
print(calendar.weekday(2024, 12, 25), list(calendar.day_name)[:2])
