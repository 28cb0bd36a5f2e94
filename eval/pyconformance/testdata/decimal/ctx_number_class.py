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
show('number_class(Infinity)', lambda: c.number_class(Decimal('Infinity')))
show('number_class(1E-10)', lambda: c.number_class(Decimal('1E-10')))
show('number_class(2.50)', lambda: c.number_class(Decimal('2.50')))
show('number_class(0.1E-999)', lambda: c.number_class(Decimal('0.1E-999')))
show('number_class(0)', lambda: c.number_class(Decimal('0')))
show('number_class(-0)', lambda: c.number_class(Decimal('-0')))
show('number_class(-0.1E-999)', lambda: c.number_class(Decimal('-0.1E-999')))
show('number_class(-1E-10)', lambda: c.number_class(Decimal('-1E-10')))
show('number_class(-2.50)', lambda: c.number_class(Decimal('-2.50')))
show('number_class(-Infinity)', lambda: c.number_class(Decimal('-Infinity')))
show('number_class(NaN)', lambda: c.number_class(Decimal('NaN')))
show('number_class(-NaN)', lambda: c.number_class(Decimal('-NaN')))
show('number_class(sNaN)', lambda: c.number_class(Decimal('sNaN')))
