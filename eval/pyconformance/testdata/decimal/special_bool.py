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

for s in ['0', '-0', '0.000', '1', 'NaN', 'Inf', '-1E-30']:
    print(s, bool(Decimal(s)))
show('snan', lambda: bool(Decimal('sNaN')))
