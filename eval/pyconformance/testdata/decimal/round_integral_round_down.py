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

for s in ['2.5', '3.5', '-2.5', '-3.5', '2.4', '2.6', '-0.5', '0.1', '10.5', '0']:
    print(s, repr(Decimal(s).to_integral_value(rounding=ROUND_DOWN)))
