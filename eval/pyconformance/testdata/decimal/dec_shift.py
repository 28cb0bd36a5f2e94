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

print(repr(Decimal('123456789').shift(3)), repr(Decimal('123').shift(-1)))
show('shift past prec', lambda: Decimal('123').shift(30))
