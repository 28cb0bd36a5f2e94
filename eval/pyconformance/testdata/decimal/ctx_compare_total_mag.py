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
show('compare_total_mag(12.73, -127.9)', lambda: c.compare_total_mag(Decimal('12.73'), Decimal('-127.9')))
show('compare_total_mag(-12.30, 12.3)', lambda: c.compare_total_mag(Decimal('-12.30'), Decimal('12.3')))
show('compare_total_mag(-Inf, NaN)', lambda: c.compare_total_mag(Decimal('-Inf'), Decimal('NaN')))
