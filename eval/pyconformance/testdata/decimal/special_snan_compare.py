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

s = Decimal('sNaN')
show('eq', lambda: s == 1)
show('ne', lambda: s != 1)
show('lt', lambda: s < 1)
show('hash', lambda: hash(s))
