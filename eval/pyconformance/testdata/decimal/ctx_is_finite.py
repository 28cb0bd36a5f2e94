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
show('is_finite(2.50)', lambda: c.is_finite(Decimal('2.50')))
show('is_finite(-0.3)', lambda: c.is_finite(Decimal('-0.3')))
show('is_finite(0)', lambda: c.is_finite(Decimal('0')))
show('is_finite(Inf)', lambda: c.is_finite(Decimal('Inf')))
show('is_finite(NaN)', lambda: c.is_finite(Decimal('NaN')))
