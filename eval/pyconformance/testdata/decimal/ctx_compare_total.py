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
show('compare_total(12.73, 127.9)', lambda: c.compare_total(Decimal('12.73'), Decimal('127.9')))
show('compare_total(-127, 12)', lambda: c.compare_total(Decimal('-127'), Decimal('12')))
show('compare_total(12.30, 12.3)', lambda: c.compare_total(Decimal('12.30'), Decimal('12.3')))
show('compare_total(12.30, 12.30)', lambda: c.compare_total(Decimal('12.30'), Decimal('12.30')))
show('compare_total(12.3, NaN)', lambda: c.compare_total(Decimal('12.3'), Decimal('NaN')))
show('compare_total(-NaN, -sNaN)', lambda: c.compare_total(Decimal('-NaN'), Decimal('-sNaN')))
show('compare_total(-0, 0)', lambda: c.compare_total(Decimal('-0'), Decimal('0')))
