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

c = Context(prec=3, traps=[])
c.divide(Decimal(1), Decimal(3))
c.add(Decimal(1), Decimal(1))
print(flags(c))
c.divide(Decimal(1), Decimal(0))
print(flags(c))
c.sqrt(Decimal(-1))
print(flags(c))
