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

c = getcontext()
a, b = Decimal('7'), Decimal('3')
print(c.add(a, b) == a + b, c.subtract(a, b) == a - b, c.multiply(a, b) == a * b)
print(c.divide(a, b) == a / b, c.divide_int(a, b) == a // b, c.remainder(a, b) == a % b)
print(c.power(a, b) == a ** b, c.minus(a) == -a, c.plus(a) == +a, c.abs(-a) == abs(-a))
