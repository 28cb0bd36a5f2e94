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
show('is_nan(2.50)', lambda: c.is_nan(Decimal('2.50')))
show('is_nan(NaN)', lambda: c.is_nan(Decimal('NaN')))
show('is_nan(-sNaN)', lambda: c.is_nan(Decimal('-sNaN')))
show('is_nan(Inf)', lambda: c.is_nan(Decimal('Inf')))
