minutes = []
for line in context.splitlines():
    if "ts=" in line:
        hhmm = line.split("ts=")[1][11:16]
        h, m = map(int, hhmm.split(":"))
        minutes.append(h * 60 + m)

total = sum(minutes)
hours, mins = divmod(total, 60)
days, hours = divmod(hours, 24)
print(f"total minutes {total} = {days}d {hours}h {mins}m")
avg = total // len(minutes)
print("avg time of day:", f"{avg // 60:02d}:{avg % 60:02d}", "remainder", total % len(minutes))

cents = [round(float(l.split()[3][7:]) * 100) for l in context.splitlines() if l.startswith("id=")]
total_cents = sum(cents)
print("total cents:", total_cents, "=>", f"${total_cents // 100}.{total_cents % 100:02d}")
print("odd cents:", sum(1 for c in cents if c % 2), "div by 5:", sum(1 for c in cents if c % 5 == 0))
print(7 // 2, -7 // 2, 7 // -2, -7 // -2, 7 % 3, -7 % 3, 7 % -3, -7 % -3)
print(divmod(-7, 2), divmod(7.5, 2), 7.5 // 2, -7.5 % 2, 2 ** -1, 2 ** 10, pow(3, 4, 5), (-2) ** 3)
print(10 / 4, 10 // 4, 10 % 4, int(10 / 4), 1e3 // 7, 9 // 1.5)
ids = list(range(1, 21))
print([ids[i:i + 6] for i in range(0, len(ids), 6)], -(-len(ids) // 6))
try:
    print(5 % 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
