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

print(repr(Decimal('1e999999') * 1))
show('overflow', lambda: Decimal('1e999999') * 10)
print(repr(Decimal('1e-999999') / 10))
