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

c = Context(prec=3, Emax=5, clamp=1, traps=[])
print(repr(c.create_decimal('1e5')))
print(flags(c))
c.clear_flags()
c2 = Context(prec=3, Emin=-5, traps=[])
print(repr(c2.create_decimal('0e-20')))
print(flags(c2))
