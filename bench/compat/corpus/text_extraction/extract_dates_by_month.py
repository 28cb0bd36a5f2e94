import re
from datetime import datetime
from collections import Counter

stamps = re.findall(r"ts=(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})", context)
dts = [datetime.strptime(s, "%Y-%m-%dT%H:%M") for s in stamps]
print("timestamps:", len(dts))
print("earliest:", min(dts), "| latest:", max(dts))
print("earliest iso:", min(dts).isoformat())

by_month = Counter(d.strftime("%b") for d in dts)
order = sorted(by_month, key=lambda m: datetime.strptime(m, "%b").month)
for m in order:
    print(f"{m}: {by_month[m]:>2} {'#' * by_month[m]}")

weekday = Counter(d.strftime("%A") for d in dts)
print("busiest weekday:", weekday.most_common(1))
night = sum(1 for d in dts if d.hour < 6)
print(f"between 00:00 and 05:59: {night}")
span = max(dts) - min(dts)
print("span:", span, "| days:", span.days)
