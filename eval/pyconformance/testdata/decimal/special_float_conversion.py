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

for s in ['1.5', '-0', 'Inf', '-Inf', 'NaN', '1E+400', '1E-400', '0.1']:
    print(s, repr(float(Decimal(s))))
show('snan', lambda: float(Decimal('sNaN')))
