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

d = Decimal('1.5')
print(repr(d + 1), repr(1 + d), repr(d - 2), repr(2 - d), repr(d * 3), repr(3 * d), repr(d / 2), repr(3 / d))
print(repr(d ** 2), repr(2 ** Decimal(3)), repr(-d), repr(+d), repr(abs(-d)))
