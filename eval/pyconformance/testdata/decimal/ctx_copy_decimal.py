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
show('copy_decimal(3.14)', lambda: c.copy_decimal(Decimal('3.14')))
show('copy_decimal(-0.00)', lambda: c.copy_decimal(Decimal('-0.00')))
show('copy_decimal(sNaN)', lambda: c.copy_decimal(Decimal('sNaN')))
