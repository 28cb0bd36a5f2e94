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
d = Decimal(0.5)
print(c.flags[FloatOperation])
c.clear_flags()
print(Decimal('0.5') < 0.7)
print(c.flags[FloatOperation])
c.clear_flags()
print(Decimal('0.5') == 0.5)
print(c.flags[FloatOperation])
