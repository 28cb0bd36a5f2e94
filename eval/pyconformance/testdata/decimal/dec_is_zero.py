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

print([Decimal(s).is_zero() for s in ['0', '-0', '0E+5', '0.000', '1E-30', 'NaN']])
