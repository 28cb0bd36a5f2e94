from datetime import datetime, timedelta
import re

def parse_duration(s):
    units = {"d": "days", "h": "hours", "m": "minutes", "s": "seconds", "w": "weeks"}
    kw = {}
    for num, unit in re.findall(r"(\d+(?:\.\d+)?)\s*([wdhms])", s):
        kw[units[unit]] = kw.get(units[unit], 0) + float(num)
    return timedelta(**kw)

def humanize(td):
    secs = int(td.total_seconds())
    sign = "-" if secs < 0 else ""
    secs = abs(secs)
    d, rem = divmod(secs, 86400)
    h, rem = divmod(rem, 3600)
    m, s = divmod(rem, 60)
    parts = [f"{v}{u}" for v, u in ((d, "d"), (h, "h"), (m, "m"), (s, "s")) if v]
    return sign + (" ".join(parts) or "0s")

for s in ["1d 2h", "90m", "1.5h", "2w 3d", "45s", "0m"]:
    td = parse_duration(s)
    print(f"{s:>8} -> {td!s:>18} -> {humanize(td)}")
ts = [datetime.fromisoformat(l.split("ts=")[1][:16]) for l in context.splitlines()[:10] if "ts=" in l]
for a, b in zip(ts, ts[1:4]):
    print(a, b, humanize(b - a))
