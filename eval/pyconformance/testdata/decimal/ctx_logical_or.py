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
show('logical_or(0, 0)', lambda: c.logical_or(Decimal('0'), Decimal('0')))
show('logical_or(0, 1)', lambda: c.logical_or(Decimal('0'), Decimal('1')))
show('logical_or(1100, 1010)', lambda: c.logical_or(Decimal('1100'), Decimal('1010')))
show('logical_or(1110, 10)', lambda: c.logical_or(Decimal('1110'), Decimal('10')))
show('logical_or(-1, 1)', lambda: c.logical_or(Decimal('-1'), Decimal('1')))
