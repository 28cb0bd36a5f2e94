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
show('next_toward(1, 2)', lambda: c.next_toward(Decimal('1'), Decimal('2')))
show('next_toward(-1E-1007, 1)', lambda: c.next_toward(Decimal('-1E-1007'), Decimal('1')))
show('next_toward(-1.00000003, 0)', lambda: c.next_toward(Decimal('-1.00000003'), Decimal('0')))
show('next_toward(1, 0)', lambda: c.next_toward(Decimal('1'), Decimal('0')))
show('next_toward(1E-1007, -100)', lambda: c.next_toward(Decimal('1E-1007'), Decimal('-100')))
show('next_toward(0.00, -0.0000)', lambda: c.next_toward(Decimal('0.00'), Decimal('-0.0000')))
