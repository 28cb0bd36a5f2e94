from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction

amounts = [l.split("amount=")[1].split()[0] for l in context.splitlines() if "amount=" in l]
fsum = sum(float(a) for a in amounts)
dsum = sum(Decimal(a) for a in amounts)
print(fsum, dsum, repr(dsum))
print(f"{dsum:,.2f}", f"{dsum:.1e}", dsum / len(amounts))
print((dsum / len(amounts)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
print(round(2.675, 2), round(0.5), round(1.5), round(2.5), round(-0.5), round(1234.5678, -2))
print(0.1 + 0.2, 1 / 3, 2 ** 0.5, 10 / 4, 10 // 4, -7 // 2, -7 % 3, divmod(-7, 3))
print(1e16, 1e15, 123456789012345678.0, 1.5e-7, float("1e-4"), 100.0, 3.0e0)
print(Fraction(3, 9), Fraction("0.125"), Fraction(1, 3) + Fraction(1, 6), float(Fraction(7, 8)))
print(int("0x1f", 16), int("777", 8), int("1010", 2), int("  42 "), bin(37), hex(-255), oct(8))
print(f"{Decimal('1.10'):f}", Decimal("1.10") + Decimal("2.205"), Decimal(0.1))
print(str(12345678901234567890 * 98765432109876543210))
print(f"{2**64:,}", len(str(2**200)), (2**100).bit_length())
print(format(1234.5, ",.2f"), format(0.000123, ".2e"), format(-1234, "+,"), format(5, "b").zfill(8))
print(float("  -3.5  "), int(-3.9), int(3.9), abs(-0.0), max(-0.0, 0.0))
