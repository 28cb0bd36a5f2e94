from datetime import datetime, timedelta

events = []
for line in context.splitlines():
    if line.startswith("id="):
        rid = int(line.split()[0][3:])
        ts = datetime.fromisoformat(line.split("ts=")[1][:16])
        events.append((ts, rid))
events.sort()
gaps = [(b[0] - a[0], a[1], b[1]) for a, b in zip(events, events[1:])]
longest = max(gaps)
print("longest gap:", longest[0], "between ids", longest[1], longest[2])
shortest = min(gaps)
print("shortest gap:", shortest[0], shortest[1:], shortest[0].total_seconds())
span = events[-1][0] - events[0][0]
print("span:", span, span.days, span.seconds, repr(span))
avg = span / (len(events) - 1)
print("avg gap:", avg, str(avg).split(".")[0])
print(timedelta(days=1, hours=25, minutes=-30), timedelta(seconds=-1), -timedelta(hours=3))
print(timedelta(weeks=2) // timedelta(days=3), timedelta(weeks=2) % timedelta(days=3))
print(timedelta(hours=36).total_seconds() / 3600, timedelta(minutes=90) * 1.5, abs(timedelta(days=-2)))
within_day = sum(1 for g, _, _ in gaps if g < timedelta(days=1))
print("gaps under a day:", within_day, "of", len(gaps))
