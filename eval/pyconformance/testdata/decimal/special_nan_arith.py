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

n = Decimal('NaN')
print(repr(n + 1), repr(n * 0), repr(n / 0), repr(-n), repr(abs(Decimal('-NaN'))))
print(repr(Decimal('NaN5') + Decimal('NaN7')))
print(repr(Decimal('1') + Decimal('-NaN3')))
