from datetime import datetime
from collections import defaultdict

weeks = defaultdict(list)
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    ts = datetime.fromisoformat(line.split("ts=")[1].split()[0])
    y, w, _ = ts.isocalendar()
    weeks[(y, w)].append(int(line.split()[0][3:]))

busiest = sorted(weeks.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:5]
for (y, w), ids in busiest:
    monday = datetime.fromisocalendar(y, w, 1).date()
    print(f"{y}-W{w:02d} (from {monday:%b %d}): {len(ids)} -> {sorted(ids)}")
print("weeks with activity:", len(weeks), "of", datetime(2024, 12, 28).isocalendar().week)
empty = [w for w in range(1, 53) if (2024, w) not in weeks]
print("empty weeks:", empty)
print(datetime(2024, 12, 30).isocalendar(), datetime(2024, 1, 1).isocalendar()[1])
print(datetime(2024, 12, 30).strftime("%G-W%V-%u"), datetime(2024, 1, 1).strftime("%Y %U %W"))
