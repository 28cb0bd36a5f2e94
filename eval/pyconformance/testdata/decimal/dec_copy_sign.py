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

print(repr(Decimal('2.3').copy_sign(Decimal('-1.5'))))
print(repr(Decimal('-2.3').copy_sign(Decimal('0'))))
print(repr(Decimal('2.3').copy_sign(-1)))
print(repr(Decimal('NaN').copy_sign(Decimal('-1'))))
