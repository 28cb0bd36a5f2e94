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

for s in ['0', '1', '-1', '1.5', '1E+3', '0.1', '-2.25', '12345678901234567890']:
    print(s, hash(Decimal(s)))
