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

print(repr(Decimal(1) / Decimal(7)))
print(repr(Decimal(2).sqrt()))
print(repr(Decimal(10) / Decimal(3)))
print(repr(Decimal('1.00000000000000000000000000001') + 0))
