from datetime import datetime, time, timedelta
def parse_ts(line):
    return datetime.strptime(line.split("ts=")[1][:16], "%Y-%m-%dT%H:%M")
events = [(parse_ts(l), l.split()[2][6:]) for l in context.splitlines() if l.startswith("id=")]
business = [e for e in events if time(9, 0) <= e[0].time() < time(17, 0)]
night = [e for e in events if e[0].time() < time(6, 0)]
print("business hours:", len(business), "night:", len(night))
alerts_night = [e[0].strftime("%m/%d %H:%M") for e in night if e[1] == "alert"]
print("night alerts:", alerts_night)
ref = datetime(2024, 7, 1)
window = timedelta(days=14)
near = sorted(e[0] for e in events if abs(e[0] - ref) <= window)
print("within 2 weeks of Jul 1:", [d.strftime("%b %d") for d in near])
print(time(9, 30).isoformat(), time(23, 59, 59).strftime("%I:%M:%S %p"), time(14, 5) > time(9))
t = datetime.combine(ref.date(), time(8, 15))
print(t, t.replace(minute=0) + timedelta(hours=1), t.date(), t.time())
rounded = [e[0].replace(minute=(e[0].minute // 15) * 15) for e in events[:5]]
print([r.strftime("%H:%M") for r in rounded])
print((datetime(2024, 3, 10, 12) - datetime(2024, 3, 9, 18)).total_seconds() / 3600)
