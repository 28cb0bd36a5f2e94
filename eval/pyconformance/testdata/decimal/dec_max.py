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

print(repr(Decimal(3).max(Decimal('3.0'))), repr(Decimal('NaN').max(4)), repr(Decimal(-1).max(-2)))
