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
for s in ['2.5', '-2.5', '2.1', '-2.1', '7']:
    d = Decimal(s)
    print(s, math.floor(d), math.ceil(d), math.trunc(d), int(d))
show('floor inf', lambda: math.floor(Decimal('Inf')))
show('int nan', lambda: int(Decimal('NaN')))
show('int inf', lambda: int(Decimal('-Inf')))
