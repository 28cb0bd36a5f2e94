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
show('logical_and(0, 0)', lambda: c.logical_and(Decimal('0'), Decimal('0')))
show('logical_and(0, 1)', lambda: c.logical_and(Decimal('0'), Decimal('1')))
show('logical_and(1, 0)', lambda: c.logical_and(Decimal('1'), Decimal('0')))
show('logical_and(1, 1)', lambda: c.logical_and(Decimal('1'), Decimal('1')))
show('logical_and(1100, 1010)', lambda: c.logical_and(Decimal('1100'), Decimal('1010')))
show('logical_and(1111, 10)', lambda: c.logical_and(Decimal('1111'), Decimal('10')))
show('logical_and(2, 1)', lambda: c.logical_and(Decimal('2'), Decimal('1')))
