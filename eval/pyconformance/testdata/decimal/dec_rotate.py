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

print(repr(Decimal('123456789').rotate(3)), repr(Decimal('123').rotate(-1)))
show('bad', lambda: Decimal(1).rotate(Decimal('1.5')))
