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

c = Context(prec=9, Emin=-999, traps=[])
r = c.divide(Decimal('1E-999'), Decimal(1000))
print(repr(r), r.is_subnormal())
print(flags(c))
c.clear_flags()
r = c.divide(Decimal('1E-999'), Decimal(7))
print(repr(r))
print(flags(c))
