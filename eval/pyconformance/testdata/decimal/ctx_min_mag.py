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
show('min_mag(3, -2)', lambda: c.min_mag(Decimal('3'), Decimal('-2')))
show('min_mag(-3, NaN)', lambda: c.min_mag(Decimal('-3'), Decimal('NaN')))
show('min_mag(1, -1)', lambda: c.min_mag(Decimal('1'), Decimal('-1')))
