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

from fractions import Fraction
xs = [Decimal('2.5'), 1, Fraction(7, 4), Decimal('-1'), 3, Decimal('0.1')]
print(sorted(xs))
print(max(xs), min(xs))
