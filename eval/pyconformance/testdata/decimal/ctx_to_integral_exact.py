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
show('to_integral_exact(2.1)', lambda: c.to_integral_exact(Decimal('2.1')))
show('to_integral_exact(100)', lambda: c.to_integral_exact(Decimal('100')))
show('to_integral_exact(100.0)', lambda: c.to_integral_exact(Decimal('100.0')))
show('to_integral_exact(101.5)', lambda: c.to_integral_exact(Decimal('101.5')))
show('to_integral_exact(-101.5)', lambda: c.to_integral_exact(Decimal('-101.5')))
show('to_integral_exact(10E+5)', lambda: c.to_integral_exact(Decimal('10E+5')))
show('to_integral_exact(7.89E+77)', lambda: c.to_integral_exact(Decimal('7.89E+77')))
show('to_integral_exact(-Inf)', lambda: c.to_integral_exact(Decimal('-Inf')))
