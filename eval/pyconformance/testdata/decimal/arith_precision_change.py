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

for p in [1, 2, 5, 10, 30, 50]:
    getcontext().prec = p
    print(p, repr(Decimal(1) / Decimal(3)), repr(Decimal(2).sqrt()))
