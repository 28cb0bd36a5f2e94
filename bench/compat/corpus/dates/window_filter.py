from datetime import datetime, timedelta

recs = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    d = dict(kv.split("=", 1) for kv in line.split(" msg=")[0].split())
    d["ts"] = datetime.strptime(d["ts"], "%Y-%m-%dT%H:%M")
    d["amount"] = float(d["amount"])
    recs.append(d)

start = datetime(2024, 6, 1)
end = start + timedelta(days=14)
win = sorted((r for r in recs if start <= r["ts"] < end), key=lambda r: r["ts"])
print(f"window {start:%Y-%m-%d} .. {end:%Y-%m-%d}: {len(win)} records")
for r in win:
    age = end - r["ts"]
    print(f"  {r['ts']:%m/%d %H:%M} id={r['id']:>3} {r['user']:<5} {r['amount']:7.2f} age={age.days}d{age.seconds // 3600:02d}h")
by_day = {}
for r in win:
    by_day.setdefault(r["ts"].date().isoformat(), 0.0)
    by_day[r["ts"].date().isoformat()] += r["amount"]
print(by_day)
latest = max(recs, key=lambda r: r["ts"])
print("latest:", latest["id"], latest["ts"], latest["ts"] - start)
