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

print(repr(Decimal(1).ln()), repr(Decimal(10).ln()), repr(Decimal('Inf').ln()))
show('ln0', lambda: Decimal(0).ln())
show('ln-1', lambda: Decimal(-1).ln())
