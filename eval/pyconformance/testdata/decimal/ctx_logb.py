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
show('logb(250)', lambda: c.logb(Decimal('250')))
show('logb(2.50)', lambda: c.logb(Decimal('2.50')))
show('logb(0.03)', lambda: c.logb(Decimal('0.03')))
show('logb(0)', lambda: c.logb(Decimal('0')))
show('logb(-Inf)', lambda: c.logb(Decimal('-Inf')))
