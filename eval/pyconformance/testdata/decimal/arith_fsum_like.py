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

import math
ds = [Decimal('0.1')] * 10
print(repr(sum(ds)), math.fsum(float(d) for d in ds))
print(repr(sum(ds, Decimal('-1'))))
