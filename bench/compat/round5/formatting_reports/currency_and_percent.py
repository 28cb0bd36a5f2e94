from decimal import Decimal, ROUND_HALF_UP
prices = [Decimal("19.995"), Decimal("0.005"), Decimal("1234.5"), Decimal("-7.125")]
for p in prices:
    q = p.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    print(f"{str(p):>9} -> {q:>10,.2f} | float fmt {float(p):.2f}")
def money(x):
    sign = "-" if x < 0 else ""
    return f"{sign}${abs(x):,.2f}"
for v in [0, 5, -1234.5, 1e6, 0.004]:
    print(money(v))
parts = {"rent": 1800, "food": 650, "transport": 220, "fun": 330}
total = sum(parts.values())
for k, v in sorted(parts.items(), key=lambda kv: -kv[1]):
    print(f"{k:<10}{v:>6} {v / total:>7.2%}")
