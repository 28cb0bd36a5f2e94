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

for s in ['-3.14', '1E+5', '0', '-Inf', 'NaN7']:
    d = Decimal(s)
    t = d.as_tuple()
    print(s, repr(Decimal(t)), Decimal(t).compare_total(d))
