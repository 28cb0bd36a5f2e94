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

base = Context(prec=3, rounding=ROUND_UP)
with localcontext(base) as ctx:
    print(ctx is base, ctx.prec, ctx.rounding)
    print(repr(Decimal(2) / 3))
    ctx.prec = 8
print(base.prec)
