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

items = ['0.1'] * 10
print(repr(sum(Decimal(x) for x in items)))
print(repr(sum([Decimal('0.1')] * 3) == Decimal('0.3')), 0.1 * 3 == 0.3)
print(repr(sum([Decimal('1.10'), Decimal('2.205'), 3])))
