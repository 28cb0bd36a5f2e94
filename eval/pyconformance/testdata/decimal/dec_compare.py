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

print(repr(Decimal('2.1').compare(3)), repr(Decimal(3).compare(Decimal('2.1'))), repr(Decimal('2.0').compare(2)))
show('nan', lambda: Decimal('NaN').compare(1))
show('snan', lambda: Decimal('sNaN').compare(1))
