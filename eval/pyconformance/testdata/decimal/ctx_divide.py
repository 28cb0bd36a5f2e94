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
show('divide(1, 3)', lambda: c.divide(Decimal('1'), Decimal('3')))
show('divide(2, 3)', lambda: c.divide(Decimal('2'), Decimal('3')))
show('divide(5, 2)', lambda: c.divide(Decimal('5'), Decimal('2')))
show('divide(1, 10)', lambda: c.divide(Decimal('1'), Decimal('10')))
show('divide(12, 12)', lambda: c.divide(Decimal('12'), Decimal('12')))
show('divide(8.00, 2)', lambda: c.divide(Decimal('8.00'), Decimal('2')))
show('divide(2.400, 2.0)', lambda: c.divide(Decimal('2.400'), Decimal('2.0')))
show('divide(1000, 100)', lambda: c.divide(Decimal('1000'), Decimal('100')))
show('divide(2.40E+6, 2)', lambda: c.divide(Decimal('2.40E+6'), Decimal('2')))
show('divide(1, 0)', lambda: c.divide(Decimal('1'), Decimal('0')))
show('divide(0, 0)', lambda: c.divide(Decimal('0'), Decimal('0')))
