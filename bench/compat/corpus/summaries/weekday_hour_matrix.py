from datetime import datetime
from collections import Counter
import re

cells = Counter()
for ts in re.findall(r"ts=(\S+)", context):
    dt = datetime.fromisoformat(ts)
    cells[(dt.strftime("%a"), dt.hour // 8)] += 1

days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
print("     " + " ".join(f"{s:>6}" for s in ("00-07", "08-15", "16-23")) + "    sum")
for d in days:
    row = [cells[(d, s)] for s in range(3)]
    print(f"{d:<5}" + " ".join(f"{v:>6}" for v in row) + f"{sum(row):>7}")
busiest = max(cells.items(), key=lambda kv: (kv[1], kv[0]))
print("busiest cell:", busiest)
print("empty cells:", [k for k in ((d, s) for d in days for s in range(3)) if cells[k] == 0])
