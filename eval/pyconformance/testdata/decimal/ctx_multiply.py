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
show('multiply(1.20, 3)', lambda: c.multiply(Decimal('1.20'), Decimal('3')))
show('multiply(7, 3)', lambda: c.multiply(Decimal('7'), Decimal('3')))
show('multiply(0.9, 0.8)', lambda: c.multiply(Decimal('0.9'), Decimal('0.8')))
show('multiply(0.9, -0)', lambda: c.multiply(Decimal('0.9'), Decimal('-0')))
show('multiply(654321, 654321)', lambda: c.multiply(Decimal('654321'), Decimal('654321')))
show('multiply(Inf, 0)', lambda: c.multiply(Decimal('Inf'), Decimal('0')))
show('multiply(7, 7)', lambda: c.multiply(7, Decimal('7')))
