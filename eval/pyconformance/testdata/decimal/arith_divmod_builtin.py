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

print(divmod(Decimal(17), 5))
print(divmod(Decimal('-17'), 5))
print(divmod(17, Decimal('5.5')))
show('zero', lambda: divmod(Decimal(1), 0))
