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
show('normalize(2.1)', lambda: c.normalize(Decimal('2.1')))
show('normalize(-2.0)', lambda: c.normalize(Decimal('-2.0')))
show('normalize(1.200)', lambda: c.normalize(Decimal('1.200')))
show('normalize(-120)', lambda: c.normalize(Decimal('-120')))
show('normalize(120.00)', lambda: c.normalize(Decimal('120.00')))
show('normalize(0.00)', lambda: c.normalize(Decimal('0.00')))
