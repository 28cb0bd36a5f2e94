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

for s in ['Inf', '5', '0', '-0', '-5', '1E-1000', 'NaN', 'sNaN', '-Inf']:
    print(s, Decimal(s).number_class())
