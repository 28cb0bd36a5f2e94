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

show('eq str', lambda: Decimal(1) == '1')
show('lt str', lambda: Decimal(1) < '2')
show('eq None', lambda: Decimal(1) == None)
show('lt None', lambda: Decimal(1) < None)
show('eq list', lambda: Decimal(1) == [1])
