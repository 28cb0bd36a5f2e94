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

c = getcontext()
c.traps[FloatOperation] = True
show('construct', lambda: Decimal(0.5))
show('from_float', lambda: Decimal.from_float(0.5))
show('lt', lambda: Decimal('0.5') < 0.7)
show('eq', lambda: Decimal('0.5') == 0.5)
show('str', lambda: Decimal('0.5'))
show('cdff', lambda: c.create_decimal_from_float(0.5))
