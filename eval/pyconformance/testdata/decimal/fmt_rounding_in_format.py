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

for s in ['0.125', '0.135', '2.5', '3.5', '-0.125']:
    d = Decimal(s)
    print(s, format(d, '.2f'), format(d, '.0f'), format(d, '.1e'))
