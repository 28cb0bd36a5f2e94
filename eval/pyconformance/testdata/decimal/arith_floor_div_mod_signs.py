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

for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (Decimal('7.5'), 2), (Decimal('-7.5'), 2)]:
    x, y = Decimal(a), Decimal(b)
    print(a, b, repr(x // y), repr(x % y), divmod(x, y))
print(-7 // 2, -7 % 2)
