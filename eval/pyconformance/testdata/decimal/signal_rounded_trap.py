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

c = Context(prec=3, traps=[Rounded])
show('1.200', lambda: c.plus(Decimal('1.200')))
show('1.20', lambda: c.plus(Decimal('1.20')))
