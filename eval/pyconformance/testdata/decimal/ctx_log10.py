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
show('log10(0)', lambda: c.log10(Decimal('0')))
show('log10(0.001)', lambda: c.log10(Decimal('0.001')))
show('log10(1.000)', lambda: c.log10(Decimal('1.000')))
show('log10(2)', lambda: c.log10(Decimal('2')))
show('log10(10)', lambda: c.log10(Decimal('10')))
show('log10(70)', lambda: c.log10(Decimal('70')))
show('log10(+Infinity)', lambda: c.log10(Decimal('+Infinity')))
show('log10(-5)', lambda: c.log10(Decimal('-5')))
