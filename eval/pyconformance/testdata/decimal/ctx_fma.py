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
show('fma 3 5 7', lambda: c.fma(Decimal(3), Decimal(5), Decimal(7)))
show('fma 5 3 -7', lambda: c.fma(Decimal(5), Decimal(3), Decimal(-7)))
show('fma big', lambda: c.fma(Decimal('888565290'), Decimal('1557.96930'), Decimal('-86087.7578')))
show('fma ints', lambda: c.fma(2, 3, 4))
show('fma inf', lambda: c.fma(Decimal('Inf'), Decimal(0), Decimal(1)))
