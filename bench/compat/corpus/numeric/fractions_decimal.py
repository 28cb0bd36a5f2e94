from fractions import Fraction
from decimal import Decimal, ROUND_HALF_UP
f = Fraction(1, 3) + Fraction(1, 6)
print(f, f.numerator, f.denominator, float(f), Fraction("0.75"), Fraction(0.5))
print(sum(Fraction(1, n) for n in range(1, 6)))
d = Decimal("0.1") + Decimal("0.2")
print(d, d == Decimal("0.3"), Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
print(Decimal("10") / Decimal("4"), Decimal(1) / Decimal(7))
