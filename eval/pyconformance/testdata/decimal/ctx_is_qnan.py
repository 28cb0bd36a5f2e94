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
show('is_qnan(2.50)', lambda: c.is_qnan(Decimal('2.50')))
show('is_qnan(NaN)', lambda: c.is_qnan(Decimal('NaN')))
show('is_qnan(sNaN)', lambda: c.is_qnan(Decimal('sNaN')))
