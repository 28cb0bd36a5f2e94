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

for s in ['-0', '0.00', '1.200', '120E+2', '-1.0E-3', 'Inf', 'NaN']:
    print(s, repr(Decimal(s).normalize()))
