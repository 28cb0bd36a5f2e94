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
show('ln(0)', lambda: c.ln(Decimal('0')))
show('ln(1.000)', lambda: c.ln(Decimal('1.000')))
show('ln(2.71828183)', lambda: c.ln(Decimal('2.71828183')))
show('ln(10)', lambda: c.ln(Decimal('10')))
show('ln(+Infinity)', lambda: c.ln(Decimal('+Infinity')))
show('ln(-1)', lambda: c.ln(Decimal('-1')))
