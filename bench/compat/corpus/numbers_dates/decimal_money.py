from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext, InvalidOperation
amounts = [Decimal(l.split("amount=")[1].split()[0]) for l in context.splitlines() if l.startswith("id=")]
total = sum(amounts, Decimal("0"))
print("total:", total, type(total).__name__)
print("avg:", (total / len(amounts)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
print("avg down:", (total / len(amounts)).quantize(Decimal("0.01"), rounding=ROUND_DOWN))
tax = Decimal("0.0825")
for a in amounts[:4]:
    t = (a * tax).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    print(f"{a:>8} tax {t:>6} gross {a + t}")
print(Decimal("2.675").quantize(Decimal("0.01")), Decimal(2.675))
print(Decimal("1.10") + Decimal("2.20"), Decimal("1.10") * 3, Decimal("10") / Decimal("4"))
print(repr(Decimal("3.140")), Decimal("3.140").normalize(), Decimal("1E+2").to_integral_value())
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("123456.789") + 0)
print(max(amounts), min(amounts), sorted(amounts)[:3])
print(Decimal("7.5").as_tuple(), Decimal("-0.00").is_signed(), float(Decimal("1.25")), int(Decimal("9.99")))
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__mro__[1].__name__)
