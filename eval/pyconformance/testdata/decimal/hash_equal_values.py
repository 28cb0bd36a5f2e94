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
print(hash(Decimal(5)) == hash(5), hash(Decimal('5.0')) == hash(5), hash(Decimal('5.00')) == hash(Decimal(5)))
print(hash(Decimal('0.5')) == hash(0.5), hash(Decimal('0.5')) == hash(Fraction(1, 2)))
print(hash(Decimal('-0')) == hash(0), hash(Decimal('Inf')) == hash(float('inf')), hash(Decimal('-Inf')) == hash(float('-inf')))
print(hash(Decimal(2 ** 70)) == hash(2 ** 70))
