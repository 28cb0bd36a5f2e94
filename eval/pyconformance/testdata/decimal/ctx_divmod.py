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
show('divmod(8, 3)', lambda: c.divmod(Decimal('8'), Decimal('3')))
show('divmod(-8, 3)', lambda: c.divmod(Decimal('-8'), Decimal('3')))
show('divmod(8, -3)', lambda: c.divmod(Decimal('8'), Decimal('-3')))
show('divmod(8.5, 0.2)', lambda: c.divmod(Decimal('8.5'), Decimal('0.2')))
show('divmod(1, 0)', lambda: c.divmod(Decimal('1'), Decimal('0')))
