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

z = Decimal('-0')
print(repr(z), str(z), z == 0, z.is_signed(), z.is_zero())
print(repr(z + 0), repr(z - 0), repr(z * 5), repr(-Decimal(0)), repr(Decimal(0) * -1))
print(repr(z + Decimal('-0')))
with localcontext() as c:
    c.rounding = ROUND_FLOOR
    print(repr(Decimal(1) - 1), repr(z + 0))
