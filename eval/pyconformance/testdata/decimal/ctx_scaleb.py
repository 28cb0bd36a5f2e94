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
show('scaleb(7.50, -2)', lambda: c.scaleb(Decimal('7.50'), Decimal('-2')))
show('scaleb(7.50, 0)', lambda: c.scaleb(Decimal('7.50'), Decimal('0')))
show('scaleb(7.50, 3)', lambda: c.scaleb(Decimal('7.50'), Decimal('3')))
show('scaleb(1, 1.5)', lambda: c.scaleb(Decimal('1'), Decimal('1.5')))
show('scaleb(Inf, 4)', lambda: c.scaleb(Decimal('Inf'), Decimal('4')))
