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
show('subtract(1.3, 1.07)', lambda: c.subtract(Decimal('1.3'), Decimal('1.07')))
show('subtract(1.3, 1.30)', lambda: c.subtract(Decimal('1.3'), Decimal('1.30')))
show('subtract(1.3, 2.07)', lambda: c.subtract(Decimal('1.3'), Decimal('2.07')))
show('subtract(Inf, Inf)', lambda: c.subtract(Decimal('Inf'), Decimal('Inf')))
show('subtract(8, 5)', lambda: c.subtract(8, Decimal('5')))
show('subtract(8, 5)', lambda: c.subtract(Decimal('8'), 5))
