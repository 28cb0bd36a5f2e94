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

for s in ['2.5', '3.5', '-2.5', '2.675', '1.005', '123.456']:
    d = Decimal(s)
    print(s, repr(round(d)), repr(round(d, 2)), repr(round(d, -1)), repr(round(d, 0)))
