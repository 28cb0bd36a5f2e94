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

import copy
d = Decimal('1.23')
print(copy.copy(d) is d or copy.copy(d) == d, copy.deepcopy(d) == d)
print(repr(Decimal(str(d))), repr(eval(repr(d))))
