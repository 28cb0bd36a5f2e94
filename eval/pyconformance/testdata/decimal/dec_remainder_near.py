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

print(repr(Decimal(18).remainder_near(Decimal(10))), repr(Decimal(25).remainder_near(Decimal(10))), repr(Decimal(35).remainder_near(Decimal(10))))
