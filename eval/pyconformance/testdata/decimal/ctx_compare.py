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
show('compare(2.1, 3)', lambda: c.compare(Decimal('2.1'), Decimal('3')))
show('compare(2.1, 2.1)', lambda: c.compare(Decimal('2.1'), Decimal('2.1')))
show('compare(2.1, 2.10)', lambda: c.compare(Decimal('2.1'), Decimal('2.10')))
show('compare(3, 2.1)', lambda: c.compare(Decimal('3'), Decimal('2.1')))
show('compare(2.1, -3)', lambda: c.compare(Decimal('2.1'), Decimal('-3')))
show('compare(-3, 2.1)', lambda: c.compare(Decimal('-3'), Decimal('2.1')))
show('compare(NaN, 1)', lambda: c.compare(Decimal('NaN'), Decimal('1')))
