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

c = ExtendedContext.copy()
c.prec = 9
show('to_integral(2.5)', lambda: c.to_integral(Decimal('2.5')))
show('to_integral(3.5)', lambda: c.to_integral(Decimal('3.5')))
show('to_integral(-2.5)', lambda: c.to_integral(Decimal('-2.5')))
show('to_integral(0.4)', lambda: c.to_integral(Decimal('0.4')))
