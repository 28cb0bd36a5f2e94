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
show('sqrt(0)', lambda: c.sqrt(Decimal('0')))
show('sqrt(-0)', lambda: c.sqrt(Decimal('-0')))
show('sqrt(0.39)', lambda: c.sqrt(Decimal('0.39')))
show('sqrt(100)', lambda: c.sqrt(Decimal('100')))
show('sqrt(1)', lambda: c.sqrt(Decimal('1')))
show('sqrt(1.0)', lambda: c.sqrt(Decimal('1.0')))
show('sqrt(1.00)', lambda: c.sqrt(Decimal('1.00')))
show('sqrt(7)', lambda: c.sqrt(Decimal('7')))
show('sqrt(10)', lambda: c.sqrt(Decimal('10')))
show('sqrt(-1)', lambda: c.sqrt(Decimal('-1')))
