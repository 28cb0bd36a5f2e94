from datetime import datetime, timedelta

context = """2024-03-10T08:15:00 start job=etl
2024-03-10T08:15:42 step extract
2024-03-10T08:21:07 step transform
2024-03-10T09:02:55 step load
2024-03-10T09:03:01 end job=etl
2024-03-10T23:59:30 start job=report
2024-03-11T00:01:15 end job=report"""

events = []
for line in context.splitlines():
    ts, rest = line.split(" ", 1)
    events.append((datetime.fromisoformat(ts), rest))

for (t1, e1), (t2, e2) in zip(events, events[1:]):
    gap = t2 - t1
    print(f"{e1:<18} -> {e2:<16} {str(gap):>8} ({gap.total_seconds():.0f}s)")
starts = {r.split("=")[1]: t for t, r in events if r.startswith("start")}
for t, r in events:
    if r.startswith("end"):
        job = r.split("=")[1]
        dur = t - starts[job]
        m, s = divmod(int(dur.total_seconds()), 60)
        print(f"{job}: {m}m{s:02d}s, crosses midnight: {t.date() != starts[job].date()}")
print(max(events)[0].strftime("%d %b %Y %H:%M"), timedelta(hours=25, minutes=3))
