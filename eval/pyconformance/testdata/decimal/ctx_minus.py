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
show('minus(1.3)', lambda: c.minus(Decimal('1.3')))
show('minus(-1.3)', lambda: c.minus(Decimal('-1.3')))
show('minus(0)', lambda: c.minus(Decimal('0')))
show('minus(-Inf)', lambda: c.minus(Decimal('-Inf')))
