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
show('logical_invert(0)', lambda: c.logical_invert(Decimal('0')))
show('logical_invert(1)', lambda: c.logical_invert(Decimal('1')))
show('logical_invert(111111111)', lambda: c.logical_invert(Decimal('111111111')))
show('logical_invert(101010101)', lambda: c.logical_invert(Decimal('101010101')))
show('logical_invert(2)', lambda: c.logical_invert(Decimal('2')))
