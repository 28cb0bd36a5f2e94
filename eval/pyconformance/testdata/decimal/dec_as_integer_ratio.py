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

for s in ['-3.14', '0.25', '10', '0']:
    print(s, Decimal(s).as_integer_ratio())
show('inf', lambda: Decimal('Inf').as_integer_ratio())
show('nan', lambda: Decimal('NaN').as_integer_ratio())
