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

c = getcontext()
c.prec = 6
print(repr(Decimal(1) / 7))
c.rounding = ROUND_DOWN
print(repr(Decimal(2) / 3))
print(getcontext() is c)
