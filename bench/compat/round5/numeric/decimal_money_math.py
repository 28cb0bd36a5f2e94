from decimal import Decimal, getcontext, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN, localcontext
print(Decimal("0.1") + Decimal("0.2"), 0.1 + 0.2)
print(Decimal(0.1))
items = [Decimal("19.99"), Decimal("5.01"), Decimal("0.333")]
subtotal = sum(items)
tax = (subtotal * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print(subtotal, tax, subtotal + tax)
for r in (ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN):
    print(r, [str(Decimal(v).quantize(Decimal("1"), rounding=r)) for v in ["0.5", "1.5", "2.5", "-2.5"]])
print(Decimal(1) / Decimal(7))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal(2).sqrt())
print(getcontext().prec, Decimal("1.30") == Decimal("1.3"), Decimal("1.30").normalize(), Decimal("-0"))
print(Decimal("3.14159").as_tuple(), Decimal("1e3") + 1, Decimal("7.5") % 2, Decimal("-7") // 2)
