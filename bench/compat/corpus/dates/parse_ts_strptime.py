from datetime import datetime

stamps = [l.split("ts=")[1].split()[0] for l in context.splitlines() if "ts=" in l]
dts = [datetime.strptime(s, "%Y-%m-%dT%H:%M") for s in stamps]
print(len(dts), dts[0], repr(dts[0]))
print(min(dts), max(dts))
print(dts[0].strftime("%A %d %B %Y, %I:%M %p"))
print(dts[0].strftime("%a %b %d %H:%M:%S %y | %j | %U | %W | %w | %%"))
print(dts[1].isoformat(), dts[1].isoformat(sep=" "), dts[1].isoformat(timespec="minutes"))
print(dts[2].date(), dts[2].time(), dts[2].year, dts[2].month, dts[2].day, dts[2].hour, dts[2].minute)
print(dts[3].weekday(), dts[3].isoweekday(), dts[3].isocalendar())
print(dts[3].timetuple().tm_yday, dts[3].toordinal())
print(datetime.fromisoformat(stamps[4]) == dts[4])
try:
    datetime.strptime("2024-02-30T10:10", "%Y-%m-%dT%H:%M")
except ValueError as e:
    print("ValueError", e)
try:
    datetime.strptime("2024/02/10", "%Y-%m-%d")
except ValueError as e:
    print("ValueError", e)
