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
c.Emax = 10
try:
    Decimal('9e10') * 10
except Overflow as e:
    print('Overflow', isinstance(e, Inexact), isinstance(e, Rounded))
c.traps[Overflow] = False
print(repr(Decimal('9e10') * 10))
print(flags(c))
c.rounding = ROUND_DOWN
print(repr(Decimal('9e10') * 10))
