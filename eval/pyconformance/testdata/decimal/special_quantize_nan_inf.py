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

show('inf q', lambda: Decimal('Inf').quantize(Decimal('Inf')))
show('nan q', lambda: Decimal('NaN').quantize(Decimal(1)))
show('1 q inf', lambda: Decimal(1).quantize(Decimal('Inf')))
