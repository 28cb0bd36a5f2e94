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

show('x', lambda: format(Decimal('1.5'), 'x'))
show('d', lambda: format(Decimal('1.5'), 'd'))
show('b', lambda: format(Decimal('1.5'), 'b'))
show('bad', lambda: format(Decimal('1.5'), '.2q'))
