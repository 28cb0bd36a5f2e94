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

show('add', lambda: Decimal('1.5') + 1.5)
show('radd', lambda: 1.5 + Decimal('1.5'))
show('mul', lambda: Decimal(2) * 0.5)
show('cmp', lambda: Decimal(2) < 2.5)
