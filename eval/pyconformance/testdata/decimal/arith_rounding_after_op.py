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

getcontext().prec = 4
getcontext().rounding = ROUND_HALF_UP
print(repr(Decimal('1.2345') * 1))
print(repr(Decimal('1.2345') + 0))
print(repr(Decimal('0.00012345') + 0))
print(repr(Decimal('12345') + 0))
print(repr(Decimal('99995') + 0))
