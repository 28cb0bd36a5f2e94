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

print(repr(Decimal()))
print(repr(Decimal('3.14')))
print(repr(Decimal(' 3.14 \n')))
print(repr(Decimal('1_000.5')))
print(repr(Decimal(314)))
print(repr(Decimal(-0)))
print(repr(Decimal((0, (3, 1, 4), -2))))
print(repr(Decimal((1, (1, 4), 3))))
print(repr(Decimal((0, (), 'F'))))
print(repr(Decimal(Decimal('1.50'))))
print(repr(Decimal('\uff11\uff12')))
print(repr(Decimal(2 ** 100)))
