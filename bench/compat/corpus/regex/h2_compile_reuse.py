import re

TS = re.compile(r'ts=(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})')
REGION = re.compile(r'region=([a-z-]+)')
hours = {}
night = []
for line in context.splitlines():
    m = TS.search(line)
    if not m:
        continue
    y, mo, d, hh, mm = map(int, m.groups())
    hours[hh] = hours.get(hh, 0) + 1
    if hh < 5:
        night.append((int(line.split()[0][3:]), REGION.search(line).group(1), f"{hh:02d}:{mm:02d}"))

print(sorted(hours.items())[:8])
print(len(night), night[:5])
print(TS.pattern)
print(TS.match('ts=2024-01-02T03:04 rest').group(0))
print(TS.match('x ts=2024-01-02T03:04'))
print(TS.fullmatch('ts=2024-01-02T03:04').groups())
print(REGION.sub('region=***', 'a region=eu b region=us-west'))
