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

print(repr(Decimal(2).sqrt()), repr(Decimal(16).sqrt()), repr(Decimal('0.0001').sqrt()), repr(Decimal('1E+7').sqrt()))
show('neg', lambda: Decimal(-4).sqrt())
