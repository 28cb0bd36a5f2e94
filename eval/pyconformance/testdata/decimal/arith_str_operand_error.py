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

show('add str', lambda: Decimal(1) + '1')
show('mul list', lambda: Decimal(2) * [1])
show('sub None', lambda: Decimal(1) - None)
show('rmul str', lambda: '2' * Decimal(2))
