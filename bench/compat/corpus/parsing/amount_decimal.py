from decimal import Decimal, ROUND_HALF_UP
import re

amounts = [Decimal(a) for a in re.findall(r"amount=(\d+\.\d+)", context)]
total = sum(amounts, Decimal("0"))
print("n:", len(amounts), "total:", total)
print("float total:", sum(float(a) for a in amounts))
avg = (total / len(amounts)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print("average:", avg)
vat = [(a * Decimal("0.2")).quantize(Decimal("0.01")) for a in amounts[:5]]
print("vat:", vat)
print("repr:", repr(amounts[0]), str(amounts[0] * 3))
cents = {str(a)[-2:] for a in amounts}
print("distinct cent endings:", len(cents))
try:
    Decimal("12,50")
except Exception as e:
    print(type(e).__name__)
