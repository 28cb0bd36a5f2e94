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
c.clear_flags()
print(repr(Decimal('7.5').to_integral_exact()))
print(flags(c))
c.clear_flags()
print(repr(Decimal('7').to_integral_exact()), flags(c))
