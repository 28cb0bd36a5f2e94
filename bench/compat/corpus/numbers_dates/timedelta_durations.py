from datetime import datetime, timedelta
stamps = []
for l in context.splitlines():
    if l.startswith("id="):
        f = dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
        stamps.append((f["user"], datetime.strptime(f["ts"], "%Y-%m-%dT%H:%M")))
per_user = {}
for u, t in stamps:
    per_user.setdefault(u, []).append(t)
for u in sorted(per_user):
    ts = sorted(per_user[u])
    gaps = [b - a for a, b in zip(ts, ts[1:])]
    avg = sum(gaps, timedelta()) / len(gaps)
    print(f"{u:<6} n={len(ts):>2} avg_gap={avg} max_gap={max(gaps).days}d min_gap={min(gaps)}")
d = timedelta(days=3, hours=25, minutes=61, seconds=3661)
print(d, d.days, d.seconds, d.total_seconds())
print(timedelta(seconds=-1), abs(timedelta(seconds=-1)), timedelta(days=1) * 2.5, timedelta(hours=7) // timedelta(hours=2))
print(timedelta(hours=7) % timedelta(hours=2), divmod(timedelta(hours=7), timedelta(hours=2)))
hours, rem = divmod(int(d.total_seconds()), 3600)
mins, secs = divmod(rem, 60)
print(f"{hours}h {mins:02d}m {secs:02d}s")
print(timedelta.max, timedelta.resolution, timedelta(microseconds=1500))
