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

vals = ['0', '-0', '1.5', '-1E-1000', 'Inf', '-Inf', 'NaN', 'sNaN']
for s in vals:
    d = Decimal(s)
    print(s, d.is_finite(), d.is_infinite(), d.is_nan(), d.is_qnan(), d.is_snan(), d.is_signed(), d.is_zero(), d.number_class())
