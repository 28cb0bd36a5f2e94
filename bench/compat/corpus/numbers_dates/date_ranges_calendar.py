from datetime import date, datetime, timedelta
dates = sorted({datetime.fromisoformat(l.split("ts=")[1].split()[0]).date()
                for l in context.splitlines() if "ts=" in l})
print(len(dates), dates[0], dates[-1], type(dates[0]).__name__)
start = date(2024, 1, 1)
week_counts = {}
for d in dates:
    wk = (d - start).days // 7 + 1
    week_counts[wk] = week_counts.get(wk, 0) + 1
print("weeks with activity:", len(week_counts), "busiest:", max(week_counts.items(), key=lambda kv: (kv[1], -kv[0])))
all_days = [start + timedelta(days=i) for i in range((date(2024, 12, 31) - start).days + 1)]
print("days in 2024:", len(all_days))
present = set(dates)
missing = [d for d in all_days if d not in present]
print("idle days:", len(missing), missing[:3])
longest, cur = 0, 0
for d in all_days:
    cur = cur + 1 if d not in present else 0
    longest = max(longest, cur)
print("longest idle streak:", longest)
print(date(2024, 3, 1) - timedelta(days=1), date(2024, 2, 29).replace(year=2028), date.fromisoformat("2024-07-04").strftime("%j %U %a"))
print(date(2024, 1, 31).toordinal(), date.fromordinal(738900), date(2024, 5, 5).isocalendar().week)
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
