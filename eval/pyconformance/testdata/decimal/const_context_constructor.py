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

c = Context(prec=10, rounding=ROUND_DOWN, Emin=-10, Emax=10, capitals=0, clamp=1, flags=[Inexact], traps=[Overflow])
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp)
print(flags(c))
print(sorted(k.__name__ for k, v in c.traps.items() if v))
print(repr(c.create_decimal('1e5')))
print(str(c.create_decimal('1.5e-20')))
