from decimal import *
import decimal

def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__)
    else:
        print(label, "->", repr(r))

def flags(c):
    return sorted(k.__name__ for k, v in c.flags.items() if v)

p = Decimal('1000.00')
r = Decimal('0.05')
for year in range(1, 4):
    p = (p * (1 + r)).quantize(Decimal('0.01'), rounding=ROUND_HALF_EVEN)
    print(year, p)
