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

x = Decimal('1.5')
x += 1
x *= Decimal(2)
x -= Decimal('0.25')
x /= 3
x **= 2
print(repr(x))
x //= 1
print(repr(x))
x %= 2
print(repr(x))
