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

print(Decimal('0.5') == 0.5, Decimal('0.1') == 0.1, Decimal(0.1) == 0.1)
print(Decimal('0.1') < 0.1, Decimal('0.1') > 0.1)
print(Decimal('1.5') <= 1.5, Decimal(2) > 1.999)
print(Decimal('NaN') == float('nan'))
