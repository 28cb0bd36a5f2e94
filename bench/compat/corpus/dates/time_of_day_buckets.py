from datetime import datetime, time

buckets = {"night": [], "morning": [], "afternoon": [], "evening": []}
bounds = [(time(0), "night"), (time(6), "morning"), (time(12), "afternoon"), (time(18), "evening")]
for line in context.splitlines():
    if "ts=" not in line:
        continue
    dt = datetime.strptime(line.split("ts=")[1][:16], "%Y-%m-%dT%H:%M")
    name = [n for start, n in bounds if dt.time() >= start][-1]
    buckets[name].append(float(line.split("amount=")[1].split()[0]))

for name, vals in buckets.items():
    print(f"{name:<10}{len(vals):>4}{sum(vals):>10.2f}{(sum(vals) / len(vals)):>8.2f}")
print(time(9, 5), time(23, 59, 59, 999999), time(14, 30).isoformat(timespec="minutes"))
print(time(7, 3).strftime("%I:%M %p"), time.fromisoformat("18:45"), time(12) > time(11, 59))
print(repr(time(6, 0)), time(0) == time.min)
