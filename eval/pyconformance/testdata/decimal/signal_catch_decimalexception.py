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

for f in [lambda: Decimal(1) / 0, lambda: Decimal('1e999999') * 10, lambda: Decimal('xx')]:
    try:
        f()
    except DecimalException as e:
        print('DecimalException caught:', type(e).__name__)
