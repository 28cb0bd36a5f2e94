import datetime as dt
import calendar

totals = [0.0] * 7
counts = [0] * 7
weekend_ids = []
for line in context.splitlines():
    if not line.startswith("id"):
        continue
    parts = dict(p.split("=", 1) for p in line.split('" ')[0].split(" ") if "=" in p and not p.startswith("msg"))
    d = dt.datetime.fromisoformat(parts["ts"])
    wd = d.weekday()
    totals[wd] += float(parts["amount"])
    counts[wd] += 1
    if wd >= 5 and float(parts["amount"]) > 180:
        weekend_ids.append(int(parts["id"]))

for wd in range(7):
    avg = totals[wd] / counts[wd] if counts[wd] else 0
    print(f"{calendar.day_abbr[wd]}  n={counts[wd]:>2}  total={totals[wd]:8.2f}  avg={avg:6.2f}")

weekday_avg = sum(totals[:5]) / sum(counts[:5])
weekend_avg = sum(totals[5:]) / sum(counts[5:])
print(f"weekday avg {weekday_avg:.2f} vs weekend avg {weekend_avg:.2f}")
print("big weekend purchases:", weekend_ids)
