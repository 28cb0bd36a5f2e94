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

for s in ['12.345', '12.355', '-12.345', '-12.355', '12.3451', '0.005', '-0.005', '12.300', '12.309', '12.301']:
    print(s, repr(Decimal(s).quantize(Decimal('0.01'), rounding=ROUND_05UP)))
