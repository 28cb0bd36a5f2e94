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

for s in ['4', '0.04', '1E+4', '16.00', '2', '1E-6', '9E+1']:
    print(s, repr(Decimal(s).sqrt()))
