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

print(Decimal('2.50').same_quantum(Decimal('3.75')), Decimal('2.5').same_quantum(Decimal('2.50')), Decimal('NaN').same_quantum(Decimal('sNaN')))
