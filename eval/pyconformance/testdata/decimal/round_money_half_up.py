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

prices = ['19.995', '0.125', '2.675', '1.115', '10.005']
total = Decimal(0)
for p in prices:
    q = Decimal(p).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
    total += q
    print(p, q)
print('total', total)
