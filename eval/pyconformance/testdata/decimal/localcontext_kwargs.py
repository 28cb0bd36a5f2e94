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

with localcontext(prec=4, rounding=ROUND_FLOOR) as ctx:
    print(ctx.prec, ctx.rounding)
    print(repr(Decimal(-2) / 3))
print(getcontext().prec)
show('bad kw', lambda: localcontext(precision=3))
def bad_value():
    with localcontext(prec='x'):
        pass
show('bad value', bad_value)
