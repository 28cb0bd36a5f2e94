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

print(repr(max(Decimal(1), Decimal(2))), repr(Decimal('NaN').max(Decimal(2))), repr(Decimal(2).min(Decimal('NaN'))))
show('snan max', lambda: Decimal('sNaN').max(Decimal(2)))
show('builtin max nan', lambda: max(Decimal(1), Decimal('NaN')))
