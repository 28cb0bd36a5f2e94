import re
from datetime import date
from collections import Counter

days = [date.fromisoformat(d) for d in re.findall(r"ts=(\d{4}-\d\d-\d\d)", context)]
weeks = Counter(d.isocalendar()[1] for d in days)
print(f"weeks with activity: {len(weeks)} of 52")

busiest = weeks.most_common(5)
print(f"{'week':>4} | {'starts':^10} | {'n':>2} | {'share':>6}")
print(f"{'':-<4}-+-{'':-<10}-+-{'':->2}-+-{'':->6}")
for wk, n in sorted(busiest, key=lambda t: (-t[1], t[0])):
    monday = date.fromisocalendar(2024, wk, 1)
    print(f"{wk:>4} | {monday!s:^10} | {n:>2} | {n / len(days):>6.2%}")

empty = [w for w in range(1, 53) if w not in weeks]
print(f"{len(empty)=}, first few: {empty[:6]}")
total_days = len(set(days))
print(f"{total_days=} {max(days) - min(days)!s:>20}")
label = "dow"
dows = Counter(d.strftime("%a") for d in days)
print(f"{label!r:>7}:", ", ".join(f"{k}={v}" for k, v in sorted(dows.items(), key=lambda kv: -kv[1])))
