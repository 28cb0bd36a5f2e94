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
    ctx.prec = 4
    ctx.rounding = ROUND_HALF_UP
    for a, b in [(1, 3), (2, 3), (-2, 3), (1, 7), (-1, 7), (5, 8)]:
        print(a, b, repr(Decimal(a) / Decimal(b)))
