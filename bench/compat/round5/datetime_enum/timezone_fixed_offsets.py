from datetime import datetime, timezone, timedelta
utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), "IST")
pst = timezone(timedelta(hours=-8))
meeting = datetime(2024, 6, 1, 15, 0, tzinfo=utc)
for tz in (utc, ist, pst):
    local = meeting.astimezone(tz)
    print(local.isoformat(), local.tzname(), local.utcoffset())
a = datetime(2024, 6, 1, 9, 0, tzinfo=pst)
b = datetime(2024, 6, 1, 22, 30, tzinfo=ist)
print(a - b, a > b, a == a.astimezone(utc))
print(datetime.fromisoformat("2024-06-01T12:00:00+02:00").astimezone(utc))
naive = datetime(2024, 6, 1, 12)
try:
    naive - meeting
except TypeError as e:
    print("TypeError:", e)
print(datetime.fromtimestamp(0, tz=utc), datetime(2024, 1, 1, tzinfo=utc).timestamp())
