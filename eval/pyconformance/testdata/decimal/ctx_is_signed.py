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
show('is_signed(2.50)', lambda: c.is_signed(Decimal('2.50')))
show('is_signed(-12)', lambda: c.is_signed(Decimal('-12')))
show('is_signed(-0)', lambda: c.is_signed(Decimal('-0')))
show('is_signed(-NaN)', lambda: c.is_signed(Decimal('-NaN')))
