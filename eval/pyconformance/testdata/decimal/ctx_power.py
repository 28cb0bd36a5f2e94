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
show('power(2, 3)', lambda: c.power(Decimal('2'), Decimal('3')))
show('power(-2, 3)', lambda: c.power(Decimal('-2'), Decimal('3')))
show('power(2, -3)', lambda: c.power(Decimal('2'), Decimal('-3')))
show('power(1.7, 8)', lambda: c.power(Decimal('1.7'), Decimal('8')))
show('power(10, 0.301029996)', lambda: c.power(Decimal('10'), Decimal('0.301029996')))
show('power(Infinity, -1)', lambda: c.power(Decimal('Infinity'), Decimal('-1')))
show('power(Infinity, 0)', lambda: c.power(Decimal('Infinity'), Decimal('0')))
show('power(-Infinity, 1)', lambda: c.power(Decimal('-Infinity'), Decimal('1')))
show('power(0, 0)', lambda: c.power(Decimal('0'), Decimal('0')))
show('power(-2, 0.5)', lambda: c.power(Decimal('-2'), Decimal('0.5')))
