monthly = {}
for l in context.splitlines():
    if not l.startswith("id="):
        continue
    m = int(l.split("ts=2024-")[1][:2])
    monthly[m] = monthly.get(m, 0.0) + float(l.split("amount=")[1].split()[0])
months = sorted(monthly)
prev = None
running = 0.0
for m in months:
    cur = monthly[m]
    running += cur
    if prev is None:
        change = "   n/a"
    else:
        change = f"{(cur - prev) / prev * 100:+6.1f}%"
    print(f"2024-{m:02d} {cur:9.2f} {change} cum={running:10.2f}")
    prev = cur
first, last = monthly[months[0]], monthly[months[-1]]
n = len(months) - 1
cagr = (last / first) ** (1 / n) - 1
print(f"monthly growth rate: {cagr:.4%}")
ma3 = [round(sum(monthly[m] for m in months[i:i+3]) / 3, 2) for i in range(len(months) - 2)]
print("3-mo moving avg:", ma3)
print("share of year:", {m: round(monthly[m] / running * 100, 1) for m in months[:4]})
