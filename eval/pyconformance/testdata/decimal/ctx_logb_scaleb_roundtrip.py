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

c = ExtendedContext.copy()
for s in ['123.45', '0.00042', '9E+9']:
    d = Decimal(s)
    e = c.logb(d)
    print(s, e, c.scaleb(d, -e))
