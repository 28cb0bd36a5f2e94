context = """region,q1,q2,q3,q4
North,12000.5,13500,9800.25,15000
South,8000,7600.75,8800,9100
East,15000,14900,16050.5,17200
West,4300.4,5100,4900,6100.99"""

header, *rows = [l.split(",") for l in context.splitlines()]
data = [(r[0], [float(x) for x in r[1:]]) for r in rows]
w = 10
print(f"{'Region':<8}" + "".join(f"{h.upper():>{w}}" for h in header[1:]) + f"{'TOTAL':>{w + 2}}")
print("=" * (8 + w * 4 + w + 2))
for name, qs in data:
    print(f"{name:<8}" + "".join(f"{q:>{w},.0f}" for q in qs) + f"{sum(qs):>{w + 2},.2f}")
cols = list(zip(*(qs for _, qs in data)))
print("-" * (8 + w * 5 + 2))
print(f"{'Sum':<8}" + "".join(f"{sum(c):>{w},.0f}" for c in cols) + f"{sum(map(sum, cols)):>{w + 2},.2f}")
best = max(data, key=lambda d: sum(d[1]))
growth = {n: (qs[-1] - qs[0]) / qs[0] for n, qs in data}
print(f"best region: {best[0]}; growth: " + ", ".join(f"{n} {g:+.1%}" for n, g in growth.items()))
