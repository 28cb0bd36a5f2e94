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

for s in ['1E+30', '1.5E-30', '123456789012345678901234567890', '0.1E-1000']:
    d = Decimal(s)
    print(format(d, 'f'), format(d, '.3e'), format(d, 'g'))
