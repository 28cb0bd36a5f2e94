import re
from decimal import Decimal, ROUND_HALF_UP

raw = re.findall(r"amount=(\d+\.\d{2})", context)
vals = [Decimal(x) for x in raw]
total = sum(vals, Decimal("0"))
print("n:", len(vals), "total:", total)
print("float total:", sum(float(x) for x in raw))
print("repr of first:", repr(vals[0]))

avg = (total / len(vals)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print("average:", avg)

buckets = {"<10": 0, "10-50": 0, "50-100": 0, "100+": 0}
for v in vals:
    if v < 10:
        buckets["<10"] += 1
    elif v < 50:
        buckets["10-50"] += 1
    elif v < 100:
        buckets["50-100"] += 1
    else:
        buckets["100+"] += 1
print(buckets)
print("max:", max(vals), "min:", min(vals))
print("tax @ 8.25% on max:", (max(vals) * Decimal("0.0825")).quantize(Decimal("0.01")))
