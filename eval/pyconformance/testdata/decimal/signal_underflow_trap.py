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

c = Context(prec=5, Emin=-10, traps=[Underflow])
show('under', lambda: c.multiply(Decimal('1e-10'), Decimal('1e-5')))
c2 = Context(prec=5, Emin=-10, traps=[Subnormal])
show('subn', lambda: c2.create_decimal('1e-12'))
