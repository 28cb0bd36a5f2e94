import re
from datetime import datetime, timedelta

times = [datetime.fromisoformat(t) for t in re.findall(r"ts=(\S+)", context)]
hours = [t.hour for t in times]
hist = [0] * 24
for h in hours:
    hist[h] += 1
print("per hour:", hist)
peak = max(range(24), key=lambda h: (hist[h], -h))
print(f"peak hour: {peak:02d}:00 with {hist[peak]} records")

ordered = sorted(times)
gaps = [(b - a) for a, b in zip(ordered, ordered[1:])]
biggest = max(gaps)
i = gaps.index(biggest)
print("largest gap:", biggest, "between", ordered[i], "and", ordered[i + 1])
print("gaps under 1h:", sum(g < timedelta(hours=1) for g in gaps))
q = [(t.month - 1) // 3 + 1 for t in times]
print({f"Q{k}": q.count(k) for k in range(1, 5)})
print(ordered[0].strftime("%d %B %Y %I:%M %p"), "|", ordered[-1].strftime("%j %U %a"))
