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
show('plus(1.3)', lambda: c.plus(Decimal('1.3')))
show('plus(-1.3)', lambda: c.plus(Decimal('-1.3')))
show('plus(-0)', lambda: c.plus(Decimal('-0')))
show('plus(1.23456789012)', lambda: c.plus(Decimal('1.23456789012')))
