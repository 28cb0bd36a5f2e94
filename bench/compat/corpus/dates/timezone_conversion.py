from datetime import datetime, timezone, timedelta

offsets = {"us-west": -8, "us-east": -5, "eu": 1, "apac": 8}
rows = []
for line in context.splitlines()[:8]:
    if not line.startswith("id="):
        continue
    region = line.split("region=")[1].split()[0]
    naive = datetime.fromisoformat(line.split("ts=")[1][:16])
    local = naive.replace(tzinfo=timezone(timedelta(hours=offsets[region]), region))
    rows.append((line.split()[0], region, local))

for rid, region, local in rows:
    utc = local.astimezone(timezone.utc)
    print(f"{rid:<5} {region:<8} {local.isoformat()}  ->  {utc.isoformat()}  {local.tzname()} {local.utcoffset()}")
print(rows[0][2] < rows[1][2], rows[0][2] - rows[1][2])
tz = timezone(timedelta(hours=5, minutes=30))
print(tz, repr(timezone.utc), timezone(timedelta(0)), timezone(-timedelta(hours=3, minutes=15)))
print(datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp(), datetime.fromtimestamp(0, tz=timezone.utc))
aware = datetime.fromisoformat("2024-03-10T12:00:00+02:00")
print(aware, aware.utcoffset(), aware.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M %Z %z"))
try:
    print(datetime(2024, 1, 1) < aware)
except TypeError as e:
    print("TypeError", e)
