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
show('compare_signal(2.1, 3)', lambda: c.compare_signal(Decimal('2.1'), Decimal('3')))
show('compare_signal(2.1, 2.10)', lambda: c.compare_signal(Decimal('2.1'), Decimal('2.10')))
show('compare_signal(NaN, 1)', lambda: c.compare_signal(Decimal('NaN'), Decimal('1')))
show('compare_signal(1, sNaN)', lambda: c.compare_signal(Decimal('1'), Decimal('sNaN')))
