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

print(repr(Decimal('1.30') + Decimal('1.20')))
print(repr(Decimal('1.3') * Decimal('1.2')))
print(repr(Decimal('3.0') / Decimal('1.5')))
print(repr(Decimal('1.00') - Decimal('1.00')))
print(repr(Decimal('10') / Decimal('4')))
print(repr(Decimal('1E+2') / Decimal('1E-2')))
