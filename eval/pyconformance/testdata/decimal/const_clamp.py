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

c = Context(prec=6, Emax=999, clamp=1)
print(repr(c.create_decimal('1.23e999')))
c0 = Context(prec=6, Emax=999, clamp=0)
print(repr(c0.create_decimal('1.23e999')))
c.traps[Clamped] = False
print(flags(c))
