import re
from datetime import datetime, timedelta

stamps = re.findall(r"ts=(\d{4}-\d\d-\d\dT\d\d:\d\d)", context)
print("timestamps:", len(stamps))
parsed = [datetime.strptime(s, "%Y-%m-%dT%H:%M") for s in stamps]
parsed.sort()
print("earliest:", parsed[0], "latest:", parsed[-1].isoformat())
span = parsed[-1] - parsed[0]
print("span:", span, "| days:", span.days)

gaps = [(b - a, a) for a, b in zip(parsed, parsed[1:])]
biggest, start = max(gaps)
print(f"largest gap {biggest} starting {start:%Y-%m-%d %H:%M}")
weekend = [d for d in parsed if d.weekday() >= 5]
print("weekend events:", len(weekend))
night = sum(1 for d in parsed if d.hour < 6)
print("night events (<06:00):", night)
print("first +90 days:", (parsed[0] + timedelta(days=90)).strftime("%a %d %b %Y"))
