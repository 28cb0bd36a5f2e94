from fractions import Fraction
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext, localcontext
print(repr(Fraction(3, -6)), Fraction(1, 2) == 0.5, Fraction(2, 1) == 2, 1 - Fraction(1, 3), 2 * Fraction(1, 3), Fraction(1, 2) < Fraction(2, 3))
print(Fraction(3.141592653589793).limit_denominator(1000), Fraction("3.1415").limit_denominator(100), round(Fraction(7, 2)), Fraction(1, 3) ** 2, abs(Fraction(-1, 2)))
print(sorted([Fraction(1, 2), Fraction(1, 3), 0.4]), {Fraction(1, 2): 1}[Fraction(2, 4)], int(Fraction(-7, 2)), Fraction(5, 2) // 1, Fraction(5, 2) % 1, float(Fraction(1, 8)))
print(Decimal("10") / Decimal("4"), Decimal(1) / Decimal(7), Decimal(2) / Decimal(3), Decimal("1.00") / 2, Decimal(6) / Decimal(2))
print(repr(Decimal("1.50")), Decimal(0.1), Decimal("1e-7"), Decimal("1E+3"), Decimal("123.4500") * 2, Decimal("-0.5") * 3, Decimal("0.00001"), Decimal("0.000001") / 10)
print(sum([Decimal("1.10"), Decimal("2.20")]), Decimal("3") - 1, 2 * Decimal("1.5"), Decimal("7") // 2, Decimal("-7") // 2, Decimal("-7") % 2, Decimal("7.5") % 2)
print(round(Decimal("2.5")), round(Decimal("2.675"), 2), float(Decimal("1.25")), int(Decimal("-3.9")), Decimal("1.2300").normalize(), Decimal(2).sqrt(), Decimal(16).sqrt())
print(f"{Decimal('1234.5678'):.2f}", f"{Decimal('1234567.891'):,.2f}", sorted([Decimal("2"), Decimal("1.5"), Decimal("-1")]), max(Decimal("1"), Decimal("1.01")), Decimal("1.0") == 1, Decimal("0.5") < 1)
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("123456789") + 0)
with localcontext() as ctx:
    ctx.prec = 3
    print(Decimal(2) / 3)
print(Decimal(1) / 3)
getcontext().prec = 28
print(Decimal("1.1") ** 2, Decimal(2) ** -1, Decimal("19.99").quantize(Decimal("1"), rounding=ROUND_DOWN), Decimal((0, (1, 4), -1)), -Decimal("0"), Decimal("-0.00") + 0)
prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.333")]
total = sum(prices, Decimal("0"))
print(total, total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), (total * Decimal("1.08")).quantize(Decimal("0.01")))
