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
show('exp(-Infinity)', lambda: c.exp(Decimal('-Infinity')))
show('exp(-1)', lambda: c.exp(Decimal('-1')))
show('exp(0)', lambda: c.exp(Decimal('0')))
show('exp(1)', lambda: c.exp(Decimal('1')))
show('exp(0.693147181)', lambda: c.exp(Decimal('0.693147181')))
show('exp(+Infinity)', lambda: c.exp(Decimal('+Infinity')))
show('exp(2)', lambda: c.exp(Decimal('2')))
