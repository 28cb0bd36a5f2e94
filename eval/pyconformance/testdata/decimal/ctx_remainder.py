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
show('remainder(2.1, 3)', lambda: c.remainder(Decimal('2.1'), Decimal('3')))
show('remainder(10, 3)', lambda: c.remainder(Decimal('10'), Decimal('3')))
show('remainder(-10, 3)', lambda: c.remainder(Decimal('-10'), Decimal('3')))
show('remainder(10.2, 1)', lambda: c.remainder(Decimal('10.2'), Decimal('1')))
show('remainder(10, 0.3)', lambda: c.remainder(Decimal('10'), Decimal('0.3')))
show('remainder(3.6, 1.3)', lambda: c.remainder(Decimal('3.6'), Decimal('1.3')))
show('remainder(1, 0)', lambda: c.remainder(Decimal('1'), Decimal('0')))
