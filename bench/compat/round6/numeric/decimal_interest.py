from decimal import Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN, getcontext

principal = Decimal("10000.00")
rate = Decimal("0.0425")
balance = principal
for year in range(1, 6):
    interest = (balance * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    balance += interest
    print(f"year {year}: interest {interest:>8} balance {balance:>10,}")
print(balance - principal, (balance / principal - 1).quantize(Decimal("0.0001")))
for mode in (ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN):
    print(mode, [str(Decimal(x).quantize(Decimal("0.1"), rounding=mode)) for x in ("2.25", "2.35", "-2.25", "2.2999")])
print(getcontext().prec, Decimal(1) / Decimal(7), Decimal("1.10") + Decimal("2.20"))
print(Decimal("3.14159").as_tuple(), Decimal("1E+3").normalize(), Decimal("100").normalize())
print(Decimal(0.1), Decimal("0.1") * 3 == Decimal("0.3"), 0.1 * 3 == 0.3)
