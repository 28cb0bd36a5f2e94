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
show('add', lambda: s + 1)
show('neg', lambda: -s)
show('abs', lambda: abs(s))
with localcontext() as c:
    c.traps[InvalidOperation] = False
    print(repr(s + 1), repr(s * 2), repr(-s))
    print(flags(c))
