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
show('rotate(34, 8)', lambda: c.rotate(Decimal('34'), Decimal('8')))
show('rotate(12, 9)', lambda: c.rotate(Decimal('12'), Decimal('9')))
show('rotate(123456789, -2)', lambda: c.rotate(Decimal('123456789'), Decimal('-2')))
show('rotate(123456789, 0)', lambda: c.rotate(Decimal('123456789'), Decimal('0')))
show('rotate(123456789, +2)', lambda: c.rotate(Decimal('123456789'), Decimal('+2')))
show('rotate(1, 10)', lambda: c.rotate(Decimal('1'), Decimal('10')))
