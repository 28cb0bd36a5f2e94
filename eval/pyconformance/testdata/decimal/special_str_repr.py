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

for s in ['Inf', '-Infinity', 'NaN', '-NaN', 'sNaN', '-sNaN2', 'NaN45']:
    d = Decimal(s)
    print(str(d), repr(d))
