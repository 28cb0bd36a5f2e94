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

import statistics
data = [Decimal('0.5'), Decimal('0.75'), Decimal('0.625'), Decimal('0.5')]
print(repr(statistics.mean(data)))
print(repr(statistics.median(data)))
print(repr(max(data)), repr(min(data)))
