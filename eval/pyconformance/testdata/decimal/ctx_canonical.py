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
show('canonical(2.50)', lambda: c.canonical(Decimal('2.50')))
show('canonical(-Inf)', lambda: c.canonical(Decimal('-Inf')))
show('canonical(NaN)', lambda: c.canonical(Decimal('NaN')))
