from datetime import datetime, timedelta

events = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        events.append((datetime.strptime(kv["ts"], "%Y-%m-%dT%H:%M"), int(kv["id"]), kv["user"]))

events.sort()
first, last = events[0][0], events[-1][0]
span = last - first
print(first, "->", last)
print("span:", span, "| days:", span.days, "| seconds part:", span.seconds)
print("hours total:", span.total_seconds() / 3600)

gaps = [(b[0] - a[0], a[1], b[1]) for a, b in zip(events, events[1:])]
longest = max(gaps)
print("longest gap:", longest[0], "between ids", longest[1], "and", longest[2])
print("shortest gap:", min(gaps)[0])
within_hour = sum(1 for g, _, _ in gaps if g <= timedelta(hours=1))
print("gaps <= 1h:", within_hour)

cutoff = last - timedelta(days=30)
recent = [e for e in events if e[0] > cutoff]
print(f"last 30 days since {cutoff:%Y-%m-%d %H:%M}: {len(recent)} events")
print(timedelta(days=1, hours=25, minutes=90), timedelta(hours=-3), timedelta(seconds=3661) * 2)
print(timedelta(days=10) / timedelta(hours=6), timedelta(days=7) // 3)
print((first + timedelta(weeks=2, minutes=5)).isoformat())
