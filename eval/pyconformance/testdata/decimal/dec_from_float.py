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

print(repr(Decimal.from_float(0.1)))
print(repr(Decimal.from_float(float('nan'))))
print(repr(Decimal.from_float(float('inf'))))
print(repr(Decimal.from_float(float('-inf'))))
print(repr(Decimal.from_float(-0.0)))
print(repr(Decimal.from_float(42)))
show('str', lambda: Decimal.from_float('1.5'))
