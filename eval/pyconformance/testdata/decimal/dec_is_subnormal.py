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

print([Decimal(s).is_subnormal() for s in ['1', '0', '1E-999', '1E-1000', '-5E-1010', 'Inf']])
