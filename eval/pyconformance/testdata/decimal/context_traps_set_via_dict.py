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

c = Context()
c.traps[Inexact] = True
show('1/3', lambda: c.divide(Decimal(1), Decimal(3)))
c.traps[Inexact] = False
show('1/3 again', lambda: c.divide(Decimal(1), Decimal(3)))
c.traps[InvalidOperation] = False
print(sorted(k.__name__ for k, v in c.traps.items() if v))
