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

d = Decimal('1234.5678')
for q in ['1', '1.0', '0.001', '1E+1', '1E+2', '0.00001', '10']:
    show(q, lambda q=q: d.quantize(Decimal(q)))
