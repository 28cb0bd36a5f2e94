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
show('to_sci_string(123E+1)', lambda: c.to_sci_string(Decimal('123E+1')))
show('to_sci_string(-1.23E-10)', lambda: c.to_sci_string(Decimal('-1.23E-10')))
show('to_sci_string(0.000001)', lambda: c.to_sci_string(Decimal('0.000001')))
show('to_sci_string(0.0000001)', lambda: c.to_sci_string(Decimal('0.0000001')))
show('to_sci_string(-0)', lambda: c.to_sci_string(Decimal('-0')))
show('to_sci_string(NaN123)', lambda: c.to_sci_string(Decimal('NaN123')))
