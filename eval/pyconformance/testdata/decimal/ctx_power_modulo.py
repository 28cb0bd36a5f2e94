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
show('pow 3 7 16', lambda: c.power(3, 7, 16))
show('pow -3 7 16', lambda: c.power(-3, 7, 16))
show('pow 3 -7 16', lambda: c.power(3, -7, 16))
show('pow 3 7 -16', lambda: c.power(3, 7, -16))
show('pow 23E12345 67E189 123456789', lambda: c.power(Decimal('23E12345'), Decimal('67E189'), 123456789))
show('pow 2.5 2 3', lambda: c.power(Decimal('2.5'), 2, 3))
print(pow(Decimal(3), 7, 16), pow(Decimal(-3), 7, 16))
