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

for s in ['123.45', '0.012', '1E+5', '10E+5', '100E-2']:
    d = Decimal(s)
    print(s, d.adjusted(), d.as_tuple().exponent, len(d.as_tuple().digits))
