from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, getcontext, localcontext

totals = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    user = line.split()[1][5:]
    amt = Decimal(line.split()[3][7:])
    totals[user] = totals.get(user, Decimal("0")) + amt

for user, total in sorted(totals.items(), key=lambda kv: kv[1], reverse=True):
    fee = (total * Decimal("0.029") + Decimal("0.30")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    print(f"{user:6} {total:>10} fee={fee:>7} net={total - fee}")

grand = sum(totals.values(), Decimal(0))
print("grand:", grand, repr(grand))
print("avg per user:", (grand / len(totals)).quantize(Decimal("0.001")))
print(Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN),
      Decimal("2.685").quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN),
      Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
print(Decimal(0.1), Decimal("0.1") * 3, Decimal("1.10") + Decimal("2.205"))
with localcontext() as ctx:
    ctx.prec = 6
    print(Decimal(1) / Decimal(7), Decimal(grand).sqrt())
print(getcontext().prec, Decimal(1) / Decimal(7))
print(Decimal("12.500").normalize(), Decimal("-0.00"), Decimal("1e3") + 1, Decimal("3.14159").as_tuple().exponent)
