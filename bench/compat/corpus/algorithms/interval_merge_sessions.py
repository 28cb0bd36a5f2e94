from datetime import datetime
from collections import defaultdict

def minute_of_year(ts):
    dt = datetime.strptime(ts, "%Y-%m-%dT%H:%M")
    return (dt - datetime(2024, 1, 1)).days * 1440 + dt.hour * 60 + dt.minute

intervals = defaultdict(list)
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    f = dict(p.split("=", 1) for p in line.split()[:7])
    start = minute_of_year(f["ts"])
    duration = int(float(f["amount"]) * 30)
    intervals[f["user"]].append((start, start + duration))

def merge(iv):
    iv = sorted(iv)
    out = [list(iv[0])]
    for s, e in iv[1:]:
        if s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out

for user in sorted(intervals):
    merged = merge(intervals[user])
    covered = sum(e - s for s, e in merged)
    print(f"{user:6} raw={len(intervals[user]):2} merged={len(merged):2} covered_hours={covered / 60:8.2f}")

events = []
for iv in intervals.values():
    for s, e in iv:
        events.append((s, 1))
        events.append((e, -1))
events.sort()
cur = peak = 0
peak_at = None
for t, delta in events:
    cur += delta
    if cur > peak:
        peak, peak_at = cur, t
print("max concurrent:", peak, "at day", peak_at // 1440, "minute", peak_at % 1440)
print(merge([(1, 3), (2, 6), (8, 10), (15, 18), (17, 20)]), merge([(5, 6), (1, 2)]))
