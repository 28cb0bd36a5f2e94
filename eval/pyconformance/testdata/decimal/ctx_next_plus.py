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
show('next_plus(1)', lambda: c.next_plus(Decimal('1')))
show('next_plus(-1E-1007)', lambda: c.next_plus(Decimal('-1E-1007')))
show('next_plus(-1.00000003)', lambda: c.next_plus(Decimal('-1.00000003')))
show('next_plus(-Infinity)', lambda: c.next_plus(Decimal('-Infinity')))
show('next_plus(Infinity)', lambda: c.next_plus(Decimal('Infinity')))
