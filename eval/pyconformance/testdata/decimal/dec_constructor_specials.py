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

for s in ['nan', 'NaN', 'NAN', '-nan', 'snan', 'sNaN', 'NaN123', '-sNaN7', 'inf', 'Inf', 'infinity', '-INFINITY', '+Infinity']:
    print(s, repr(Decimal(s)))
