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

print(Decimal(5) == 5, Decimal('5.0') == 5, Decimal(5) < 6, Decimal('-1') > -2, 3 < Decimal('3.5'))
print(Decimal(10 ** 30) == 10 ** 30, Decimal('1E+30') == 10 ** 30, Decimal('1E+30') > 10 ** 30 - 1)
print(Decimal(1) == True, Decimal(0) == False)
