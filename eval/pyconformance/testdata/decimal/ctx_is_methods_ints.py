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

c = ExtendedContext.copy()
print(c.is_zero(0), c.is_signed(-3), c.is_finite(7), c.is_nan(1))
print(c.is_normal(Decimal('1E-999')), c.is_subnormal(Decimal('1E-1000')))
c.Emin = -5
print(c.is_normal(Decimal('1E-5')), c.is_subnormal(Decimal('1E-6')))
