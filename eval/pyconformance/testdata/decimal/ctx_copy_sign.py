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
show('copy_sign(1.50, 7.33)', lambda: c.copy_sign(Decimal('1.50'), Decimal('7.33')))
show('copy_sign(-1.50, 7.33)', lambda: c.copy_sign(Decimal('-1.50'), Decimal('7.33')))
show('copy_sign(1.50, -7.33)', lambda: c.copy_sign(Decimal('1.50'), Decimal('-7.33')))
show('copy_sign(-1.50, -7.33)', lambda: c.copy_sign(Decimal('-1.50'), Decimal('-7.33')))
show('copy_sign(NaN, -1)', lambda: c.copy_sign(Decimal('NaN'), Decimal('-1')))
