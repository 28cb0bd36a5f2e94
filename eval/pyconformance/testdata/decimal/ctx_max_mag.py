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
show('max_mag(7, NaN)', lambda: c.max_mag(Decimal('7'), Decimal('NaN')))
show('max_mag(7, -10)', lambda: c.max_mag(Decimal('7'), Decimal('-10')))
show('max_mag(1, -2)', lambda: c.max_mag(Decimal('1'), Decimal('-2')))
show('max_mag(-1, 1)', lambda: c.max_mag(Decimal('-1'), Decimal('1')))
