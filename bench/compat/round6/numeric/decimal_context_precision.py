from decimal import Decimal, localcontext, InvalidOperation, DivisionByZero, Context, ROUND_CEILING

with localcontext() as ctx:
    ctx.prec = 50
    print(Decimal(2).sqrt())
    print(Decimal(1) / Decimal(3))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal("1.23456789") + 0, Decimal(22) / Decimal(7))
print(Decimal(2).sqrt())
try:
    Decimal("abc")
except InvalidOperation:
    print("InvalidOperation for 'abc'")
try:
    Decimal(1) / Decimal(0)
except DivisionByZero as e:
    print("DivisionByZero", type(e).__mro__[1].__name__)
print(Decimal("NaN").is_nan(), Decimal("-Infinity") < 0, Decimal("1.500").normalize(), Decimal("0.00") == 0)
c = Context(prec=3, rounding=ROUND_CEILING)
print(c.divide(Decimal(10), Decimal(3)), c.create_decimal("1.2345"))
print(Decimal("12.345").quantize(Decimal("1.00")), round(Decimal("2.5")), round(Decimal("2.675"), 2))
print(sum(Decimal("0.01") for _ in range(100)), Decimal(10) ** -2, Decimal("7").sqrt().quantize(Decimal("0.001")))
