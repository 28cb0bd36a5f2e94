from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, getcontext, InvalidOperation
from fractions import Fraction

amounts = [l.split("amount=")[1].split()[0] for l in context.splitlines() if "amount=" in l]
dec_total = sum(Decimal(a) for a in amounts)
flt_total = sum(float(a) for a in amounts)
print(dec_total, flt_total, Decimal(str(flt_total)) == dec_total)
print(repr(Decimal("1.10") + Decimal("2.205")), Decimal(0.1))
avg = dec_total / len(amounts)
print(avg, avg.quantize(Decimal("0.01")), avg.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
for v in ["2.675", "2.665", "-1.005"]:
    d = Decimal(v)
    print(v, d.quantize(Decimal("0.01"), ROUND_HALF_UP), d.quantize(Decimal("0.01"), ROUND_HALF_EVEN), round(float(v), 2))
fee = (dec_total * Decimal("0.029") + Decimal("0.30")).quantize(Decimal("0.01"))
print(f"fee: {fee}  {fee:,.1f}  {fee:>12}")
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("123456789") * 1)
getcontext().prec = 28
try:
    Decimal("12,50")
except InvalidOperation as e:
    print("InvalidOperation:", type(e).__name__)

labels = [l.split()[2][6:] for l in context.splitlines() if l.startswith("id=")]
spam_share = Fraction(labels.count("spam"), len(labels))
print(spam_share, float(spam_share), spam_share.numerator, spam_share.denominator)
print(Fraction(1, 3) + Fraction(1, 6), Fraction("0.75"), Fraction(0.5), Fraction(2.675).limit_denominator(1000))
print(sum(Fraction(labels.count(x), len(labels)) for x in ["ham", "spam", "promo", "alert"]))
