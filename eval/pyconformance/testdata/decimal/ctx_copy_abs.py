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
show('copy_abs(-100)', lambda: c.copy_abs(Decimal('-100')))
show('copy_abs(2.1)', lambda: c.copy_abs(Decimal('2.1')))
show('copy_abs(-Inf)', lambda: c.copy_abs(Decimal('-Inf')))
show('copy_abs(-NaN)', lambda: c.copy_abs(Decimal('-NaN')))
