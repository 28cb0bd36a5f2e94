from datetime import datetime, timezone, timedelta

utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), "IST")
pst = timezone(timedelta(hours=-8))
meeting = datetime(2024, 1, 15, 16, 0, tzinfo=utc)
for tz in (utc, ist, pst):
    local = meeting.astimezone(tz)
    print(local.isoformat(), local.tzname(), local.utcoffset())
a = datetime(2024, 1, 15, 9, 0, tzinfo=pst)
b = datetime(2024, 1, 15, 22, 30, tzinfo=ist)
print(a == meeting + timedelta(hours=1), b - a, a < b)
naive = datetime(2024, 1, 15, 16, 0)
try:
    naive < meeting
except TypeError as e:
    print("TypeError:", e)
print(datetime.fromisoformat("2024-01-15T10:00:00+02:00").astimezone(utc))
print(datetime.fromtimestamp(0, tz=utc), datetime(2024, 1, 1, tzinfo=utc).timestamp())
