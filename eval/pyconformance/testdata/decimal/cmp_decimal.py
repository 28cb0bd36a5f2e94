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

a, b = Decimal('1.0'), Decimal('1.00')
print(a == b, a < b, a <= b, a != b)
print(Decimal('-0') == Decimal('0'), Decimal('2') > Decimal('1.99999999999999999999999999999'))
print(sorted([Decimal('3'), Decimal('1.5'), Decimal('-2'), Decimal('1.50'), Decimal('0')]))
