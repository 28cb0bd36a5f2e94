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
show('max(3, 2)', lambda: c.max(Decimal('3'), Decimal('2')))
show('max(-10, 3)', lambda: c.max(Decimal('-10'), Decimal('3')))
show('max(1.0, 1)', lambda: c.max(Decimal('1.0'), Decimal('1')))
show('max(7, NaN)', lambda: c.max(Decimal('7'), Decimal('NaN')))
show('max(-0, 0)', lambda: c.max(Decimal('-0'), Decimal('0')))
