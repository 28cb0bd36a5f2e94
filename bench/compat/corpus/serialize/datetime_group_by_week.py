import re
from datetime import datetime
from collections import Counter
stamps = [datetime.strptime(s, "%Y-%m-%dT%H:%M") for s in re.findall(r"ts=(\S+)", context)]
by_q = Counter(f"{d.year}-Q{(d.month - 1) // 3 + 1}" for d in stamps)
print(sorted(by_q.items()))
by_wd = Counter(d.strftime("%a") for d in stamps)
print([(wd, by_wd[wd]) for wd in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]])
iso = Counter(d.isocalendar()[1] for d in stamps)
print(iso.most_common(3))
print(min(stamps).strftime("%Y/%m/%d %I:%M %p"), max(stamps).strftime("%j %U %w"))
