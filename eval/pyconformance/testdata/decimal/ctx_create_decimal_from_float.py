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

c = Context(prec=5, rounding=ROUND_DOWN)
print(repr(c.create_decimal_from_float(0.1)))
print(repr(c.create_decimal_from_float(1.0 / 3)))
print(repr(c.create_decimal_from_float(float('inf'))))
print(repr(c.create_decimal_from_float(float('-inf'))))
print(repr(c.create_decimal_from_float(-0.0)))
print(repr(c.create_decimal_from_float(3)))
c2 = Context(prec=5, traps=[Inexact])
show('trapped', lambda: c2.create_decimal_from_float(3.141592653589793))
