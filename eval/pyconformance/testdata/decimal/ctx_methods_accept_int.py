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
print(repr(c.add(1, 2)))
print(repr(c.multiply(3, Decimal('0.5'))))
print(repr(c.abs(-4)))
print(repr(c.sqrt(2)))
show('float', lambda: c.add(1.5, 2))
show('str', lambda: c.add('1', 2))
