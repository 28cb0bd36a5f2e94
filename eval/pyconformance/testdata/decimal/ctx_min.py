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
show('min(3, 2)', lambda: c.min(Decimal('3'), Decimal('2')))
show('min(-10, 3)', lambda: c.min(Decimal('-10'), Decimal('3')))
show('min(1.0, 1)', lambda: c.min(Decimal('1.0'), Decimal('1')))
show('min(7, NaN)', lambda: c.min(Decimal('7'), Decimal('NaN')))
show('min(-0, 0)', lambda: c.min(Decimal('-0'), Decimal('0')))
