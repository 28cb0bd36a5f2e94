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

c = BasicContext.copy()
show('1/0', lambda: c.divide(Decimal(1), Decimal(0)))
show('0/0', lambda: c.divide(Decimal(0), Decimal(0)))
show('sqrt -1', lambda: c.sqrt(Decimal(-1)))
show('ln 0', lambda: c.ln(Decimal(0)))
show('1/3', lambda: c.divide(Decimal(1), Decimal(3)))
