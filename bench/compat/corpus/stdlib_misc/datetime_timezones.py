from datetime import datetime, timezone, timedelta

offsets = {"us-west": -8, "us-east": -5, "eu": 1, "apac": 9}
local_hours = {}
converted = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    utc = datetime.fromisoformat(kv["ts"]).replace(tzinfo=timezone.utc)
    tz = timezone(timedelta(hours=offsets[kv["region"]]), name=kv["region"].upper())
    local = utc.astimezone(tz)
    converted.append((int(kv["id"]), utc, local))
    local_hours.setdefault(kv["region"], []).append(local.hour)

for rid, utc, local in converted[:4]:
    print(rid, utc.isoformat(), "->", local.isoformat(), local.tzname(), local.strftime("%a %I:%M %p %Z"))
print(converted[0][1] == converted[0][2], converted[0][2].utcoffset())
for region, hours in local_hours.items():
    business = sum(9 <= h < 17 for h in hours)
    print(f"{region:<8} {business}/{len(hours)} in business hours")
naive = datetime(2024, 3, 10, 12, 0)
aware = naive.replace(tzinfo=timezone.utc)
try:
    print(aware - naive)
except TypeError as e:
    print("TypeError:", e)
print(aware.timestamp(), datetime.fromtimestamp(0, tz=timezone.utc))
print(timezone(timedelta(hours=5, minutes=30)), timezone.utc, repr(timezone(timedelta(hours=-3))))
print(aware.astimezone(timezone(timedelta(hours=-8))).date(), naive.isoformat(sep=" ", timespec="minutes"))
