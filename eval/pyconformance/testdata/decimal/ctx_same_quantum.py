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
show('same_quantum(2.17, 0.001)', lambda: c.same_quantum(Decimal('2.17'), Decimal('0.001')))
show('same_quantum(2.17, 0.01)', lambda: c.same_quantum(Decimal('2.17'), Decimal('0.01')))
show('same_quantum(2.17, 1)', lambda: c.same_quantum(Decimal('2.17'), Decimal('1')))
show('same_quantum(Inf, -Inf)', lambda: c.same_quantum(Decimal('Inf'), Decimal('-Inf')))
show('same_quantum(NaN, NaN)', lambda: c.same_quantum(Decimal('NaN'), Decimal('NaN')))
show('same_quantum(1, NaN)', lambda: c.same_quantum(Decimal('1'), Decimal('NaN')))
