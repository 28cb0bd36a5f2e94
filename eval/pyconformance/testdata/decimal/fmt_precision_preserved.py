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

for s in ['1.10', '1.100', '100', '1E+2', '1.0E+2', '0.10']:
    d = Decimal(s)
    print(s, str(d), format(d, ''), format(d, 'f'), format(d, 'g'))
