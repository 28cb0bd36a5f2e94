import collections

hours = collections.Counter()
night_spam = []
for line in context.splitlines():
    if "ts=" not in line:
        continue
    ts = line.split("ts=", 1)[1][:16]
    hour = int(ts[11:13])
    hours[hour] += 1
    if hour < 6 and "label=spam" in line:
        night_spam.append(line.split()[0])

buckets = {"night (0-5)": range(0, 6), "morning (6-11)": range(6, 12),
           "afternoon (12-17)": range(12, 18), "evening (18-23)": range(18, 24)}
total = sum(hours.values())
for name, rng in buckets.items():
    c = sum(hours[h] for h in rng)
    print(f"{name:<18} {c:>3}  {'#' * (c // 2)}")
print("total:", total)
peak, n = max(hours.items(), key=lambda kv: (kv[1], -kv[0]))
print(f"peak hour: {peak:02d}:00 ({n} records)")
quiet = [h for h in range(24) if hours[h] == min(hours[x] for x in range(24))]
print("quietest hours:", quiet)
print("night spam ids:", ", ".join(s.replace("id=", "") for s in night_spam))
