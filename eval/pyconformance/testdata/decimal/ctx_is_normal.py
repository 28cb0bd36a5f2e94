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

c = ExtendedContext.copy()
c.prec = 9
show('is_normal(2.50)', lambda: c.is_normal(Decimal('2.50')))
show('is_normal(0.1E-999)', lambda: c.is_normal(Decimal('0.1E-999')))
show('is_normal(0.00)', lambda: c.is_normal(Decimal('0.00')))
show('is_normal(-Inf)', lambda: c.is_normal(Decimal('-Inf')))
show('is_normal(NaN)', lambda: c.is_normal(Decimal('NaN')))
