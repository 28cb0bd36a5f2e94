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

getcontext().prec = 6
print(repr(Decimal('1.23456789') + Decimal('0')))
print(repr(Decimal('123456789') * 1))
print(repr(Decimal('123456') + Decimal('0.1')))
print(repr(Decimal('999999') + 1))
print(repr(Decimal('3.14159') + Decimal('2.71828')))
