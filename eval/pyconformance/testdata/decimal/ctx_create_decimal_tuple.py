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

c = Context(prec=3)
print(repr(c.create_decimal((0, (1, 2, 3, 4, 5), -2))))
print(repr(c.create_decimal((1, (7,), 3))))
print(repr(c.create_decimal(Decimal('9.9999'))))
