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

ds = [Decimal('1.1'), Decimal('-0'), Decimal('NaN')]
print(ds)
print({'a': Decimal('2.50')})
print((Decimal(1),))
print(str(ds))
