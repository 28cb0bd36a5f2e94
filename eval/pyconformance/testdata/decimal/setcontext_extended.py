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

setcontext(ExtendedContext)
print(repr(Decimal(1) / 0))
print(repr(Decimal(0) / 0))
print(repr(Decimal(-1).sqrt()))
print(getcontext().prec)
