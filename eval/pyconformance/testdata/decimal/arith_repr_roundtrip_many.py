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

for s in ['1', '1.0', '-1.50', '1E+10', '1E-10', '123.456E-5', 'NaN', '-Inf', '0E-3']:
    d = Decimal(s)
    print(repr(d), Decimal(repr(d)[9:-2]) == d or d.is_nan())
