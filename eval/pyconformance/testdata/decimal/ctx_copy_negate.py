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
show('copy_negate(101.5)', lambda: c.copy_negate(Decimal('101.5')))
show('copy_negate(-101.5)', lambda: c.copy_negate(Decimal('-101.5')))
show('copy_negate(0)', lambda: c.copy_negate(Decimal('0')))
show('copy_negate(NaN)', lambda: c.copy_negate(Decimal('NaN')))
