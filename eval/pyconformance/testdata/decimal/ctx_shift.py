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
show('shift(34, 8)', lambda: c.shift(Decimal('34'), Decimal('8')))
show('shift(12, 9)', lambda: c.shift(Decimal('12'), Decimal('9')))
show('shift(123456789, -2)', lambda: c.shift(Decimal('123456789'), Decimal('-2')))
show('shift(123456789, 0)', lambda: c.shift(Decimal('123456789'), Decimal('0')))
show('shift(123456789, +2)', lambda: c.shift(Decimal('123456789'), Decimal('+2')))
show('shift(1, 10)', lambda: c.shift(Decimal('1'), Decimal('10')))
