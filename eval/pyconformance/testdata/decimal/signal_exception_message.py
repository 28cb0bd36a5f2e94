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

try:
    Decimal(1) / 0
except DivisionByZero as e:
    print(type(e).__name__, isinstance(e, ZeroDivisionError), isinstance(e, DecimalException))
try:
    Decimal('x')
except InvalidOperation as e:
    print(type(e).__name__, isinstance(e, ArithmeticError))
