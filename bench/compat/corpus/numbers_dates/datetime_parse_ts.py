from datetime import datetime, timedelta
rows = []
for l in context.splitlines():
    if not l.startswith("id="):
        continue
    f = dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
    rows.append((int(f["id"]), datetime.strptime(f["ts"], "%Y-%m-%dT%H:%M")))
rows.sort(key=lambda r: r[1])
first, last = rows[0][1], rows[-1][1]
print("first:", first, "last:", last)
span = last - first
print("span:", span, span.days, span.seconds, span.total_seconds())
print("first isoformat:", first.isoformat(), first.strftime("%A %d %B %Y, %I:%M %p"))
print(first.weekday(), first.isoweekday(), first.isocalendar(), first.timetuple().tm_yday)
gaps = [(b[1] - a[1], a[0], b[0]) for a, b in zip(rows, rows[1:])]
g = max(gaps)
print("largest gap:", g[0], "between ids", g[1], g[2])
print("smallest gap:", min(gaps)[0])
print(datetime.fromisoformat("2024-02-10T10:10") == datetime(2024, 2, 10, 10, 10))
print(first + timedelta(days=30, hours=5), first - timedelta(weeks=1))
print(repr(timedelta(days=1, seconds=3700)), timedelta(hours=-1), timedelta(minutes=90) / timedelta(hours=1))
