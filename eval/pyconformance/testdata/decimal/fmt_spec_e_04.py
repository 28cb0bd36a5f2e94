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

spec = '.3E'
for s in ['1234.5678', '-0.000123', '1E+5', '0', '-0', '2.5', '1234567.891', 'Inf', 'NaN']:
    show('%s|%s' % (s, spec), lambda s=s: format(Decimal(s), spec))
