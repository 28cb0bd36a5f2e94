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

c = Context(prec=5, rounding=ROUND_HALF_UP)
print(repr(c.create_decimal('3.14159265')))
print(repr(c.create_decimal('  1.23456  '.strip())))
print(repr(c.create_decimal(123456789)))
print(repr(c.create_decimal()))
print(repr(Decimal('3.14159265')))
show('bad', lambda: c.create_decimal('abc'))
show('spaces', lambda: c.create_decimal(' 1.5 '))
show('underscore', lambda: c.create_decimal('1_000'))
print(repr(Decimal('1_000')))
