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
show('divide_int(2, 3)', lambda: c.divide_int(Decimal('2'), Decimal('3')))
show('divide_int(10, 3)', lambda: c.divide_int(Decimal('10'), Decimal('3')))
show('divide_int(1, 0.3)', lambda: c.divide_int(Decimal('1'), Decimal('0.3')))
show('divide_int(-7, 2)', lambda: c.divide_int(Decimal('-7'), Decimal('2')))
show('divide_int(1, 0)', lambda: c.divide_int(Decimal('1'), Decimal('0')))
