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
show('abs(-2.5)', lambda: c.abs(Decimal('-2.5')))
show('abs(2.1)', lambda: c.abs(Decimal('2.1')))
show('abs(-0)', lambda: c.abs(Decimal('-0')))
show('abs(-Infinity)', lambda: c.abs(Decimal('-Infinity')))
show('abs(NaN)', lambda: c.abs(Decimal('NaN')))
