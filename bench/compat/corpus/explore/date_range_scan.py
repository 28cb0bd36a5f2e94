from datetime import datetime
stamps = []
for line in context.splitlines():
    if "ts=" in line:
        ts = line.split("ts=")[1].split()[0]
        stamps.append(datetime.strptime(ts, "%Y-%m-%dT%H:%M"))
lo, hi = min(stamps), max(stamps)
print("earliest:", lo, "latest:", hi)
print("span days:", (hi - lo).days)
print("weekdays:", sorted({d.strftime("%a") for d in stamps}, key=["Mon","Tue","Wed","Thu","Fri","Sat","Sun"].index))
print(lo.isoformat(timespec="minutes"), hi.strftime("%d %b %Y %H:%M"))
