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

for s in ['NaN123', '-NaN0', 'sNaN99', 'NaN0123']:
    d = Decimal(s)
    print(s, repr(d), str(d), d.as_tuple())
