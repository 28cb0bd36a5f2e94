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
    Decimal(5) / 0
except DivisionByZero as e:
    print('DivisionByZero', isinstance(e, ZeroDivisionError))
try:
    Decimal(5) // 0
except ZeroDivisionError as e:
    print(type(e).__name__)
try:
    Decimal(5) % 0
except ArithmeticError as e:
    print(type(e).__name__)
