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
print(n == n, n != n, n == 1)
show('lt', lambda: n < 1)
show('ge', lambda: n >= 1)
print(n.is_nan(), Decimal('NaN') is n)
