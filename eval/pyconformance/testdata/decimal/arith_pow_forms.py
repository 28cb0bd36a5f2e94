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

print(repr(Decimal(2) ** 10), repr(Decimal('1.1') ** 2), repr(Decimal(4) ** Decimal('0.5')))
print(repr(Decimal(2) ** -2), repr(Decimal(0) ** 5), repr(Decimal(10) ** 28))
show('0**-1', lambda: Decimal(0) ** -1)
show('neg frac', lambda: Decimal(-8) ** Decimal('0.5'))
print(repr(pow(Decimal(2), 100, 97)))
