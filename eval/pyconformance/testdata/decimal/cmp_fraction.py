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
print(Decimal('0.5') == Fraction(1, 2), Decimal('0.25') < Fraction(1, 3), Decimal('0.34') > Fraction(1, 3))
print(Fraction(1, 3) < Decimal('0.34'))
print(Decimal('-0.75') == Fraction(-3, 4))
show('add', lambda: Decimal(1) + Fraction(1, 2))
print(repr(Fraction(Decimal('0.75'))), repr(Fraction(*Decimal('1.25').as_integer_ratio())))
