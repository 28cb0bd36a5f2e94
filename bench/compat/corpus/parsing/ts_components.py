import re

ts_re = re.compile(r"ts=(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})")
months = [0] * 12
hours = {}
bad = 0
for line in context.splitlines():
    m = ts_re.search(line)
    if not m:
        continue
    y, mo, d, h, mi = map(int, m.groups())
    if not (1 <= mo <= 12 and 1 <= d <= 31 and h < 24 and mi < 60):
        bad += 1
        continue
    months[mo - 1] += 1
    bucket = f"{h // 6 * 6:02d}-{h // 6 * 6 + 5:02d}"
    hours[bucket] = hours.get(bucket, 0) + 1

import calendar
for i, n in enumerate(months, 1):
    print(f"{calendar.month_abbr[i]} {'#' * n} {n}")
print(dict(sorted(hours.items())))
print("bad:", bad)
