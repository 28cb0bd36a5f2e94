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
show('add(12, 7.00)', lambda: c.add(Decimal('12'), Decimal('7.00')))
show('add(1E+2, 1E+4)', lambda: c.add(Decimal('1E+2'), Decimal('1E+4')))
show('add(1.3, -1.3)', lambda: c.add(Decimal('1.3'), Decimal('-1.3')))
show('add(Inf, -Inf)', lambda: c.add(Decimal('Inf'), Decimal('-Inf')))
show('add(5, 3)', lambda: c.add(5, Decimal('3')))
show('add(5, 3)', lambda: c.add(Decimal('5'), 3))
