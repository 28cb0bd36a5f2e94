from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, getcontext, InvalidOperation
import re

amounts = [Decimal(a) for a in re.findall(r"amount=([\d.]+)", context)]
total = sum(amounts)
print(total, type(total).__name__, sum(amounts, Decimal("0.00")))
print(total / len(amounts))
avg = (total / len(amounts)).quantize(Decimal("0.01"))
print("avg", avg, (total / 7).quantize(Decimal("0.001"), rounding=ROUND_DOWN))
for s in ["2.675", "2.665", "0.125", "-1.005"]:
    d = Decimal(s)
    print(s, d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), d.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN))
print(Decimal(0.1), Decimal("0.1") + Decimal("0.2"), Decimal("1.10") * 3, Decimal("10") / Decimal("4"))
print(repr(Decimal("3.140")), Decimal("3.140").normalize(), Decimal("1E+3").normalize(), Decimal(5).sqrt())
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("123456789") * 1)
getcontext().prec = 28
print(Decimal("1.5").as_tuple(), Decimal("-0"), Decimal("NaN").is_nan(), Decimal("7").compare(Decimal("7.0")))
print(f"{total:,.2f}", f"{Decimal('0.5'):.0f}", f"{Decimal('1.5'):.0f}", int(Decimal("-2.9")))
try:
    Decimal("abc")
except InvalidOperation as e:
    print(type(e).__name__, isinstance(e, ArithmeticError))
