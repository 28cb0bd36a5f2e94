import re

minutes = []
for ts in re.findall(r"ts=\d{4}-\d\d-\d\dT(\d\d):(\d\d)", context):
    minutes.append(int(ts[0]) * 60 + int(ts[1]))
total = sum(minutes)
h, m = divmod(total, 60)
d, h = divmod(h, 24)
print(f"total {total} min = {d}d {h}h {m}m")
avg = total / len(minutes)
ah, am = divmod(round(avg), 60)
print(f"avg time of day {ah:02d}:{am:02d} ({avg:.4f})")
for x, y in [(7, 3), (-7, 3), (7, -3), (-7, -3), (7.5, 2), (-7.5, 2), (0, 5)]:
    print(x, y, divmod(x, y), x // y, x % y)
print(-7 // 2, int(-7 / 2), -(7 // 2), 7 % -2, -0.0 % 5)
secs = 987654
parts = []
for unit, size in (("w", 604800), ("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
    q, secs = divmod(secs, size)
    if q:
        parts.append(f"{q}{unit}")
print(" ".join(parts))
