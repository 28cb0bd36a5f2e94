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

with localcontext() as ctx:
    ctx.prec = 5
    print(repr(Decimal(1) / 3))
print(repr(Decimal(1) / 3))
