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

show('round nan', lambda: round(Decimal('NaN')))
show('round inf', lambda: round(Decimal('Inf')))
show('round nan 2', lambda: round(Decimal('NaN'), 2))
show('round big', lambda: round(Decimal('1.5e30'), 2))
