vals = [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, 2.675, 1.005, 0.125, 0.375]
for v in vals:
    print(f"{v!r:>6} round={round(v)!r:>3} r2={round(v, 2)!r:>6} fmt={v:.2f} fmt0={v:.0f}")
print(round(1234.5678, -2), round(1250, -2), round(1350, -2), round(-1250, -2))
print(type(round(2.5)), type(round(2.5, 0)), round(7, 1), type(round(7, 1)))

amounts = [float(x.split("=")[1]) for x in context.split() if x.startswith("amount=")]
cents = sum(round(a * 100) for a in amounts)
print("total via cents:", cents, cents / 100, divmod(cents, 100))
halves = [a for a in amounts if round(a * 10) != round(a * 10 + 1e-9)]
print("ambiguous tenths:", halves[:5])
print(round(sum(amounts) / len(amounts), 3), f"{sum(amounts) / len(amounts):.3f}")
print([round(x / 8, 2) for x in range(1, 8)])
