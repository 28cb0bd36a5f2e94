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

print(issubclass(DivisionByZero, ZeroDivisionError))
print(issubclass(Overflow, Inexact), issubclass(Overflow, Rounded))
print(issubclass(Underflow, Subnormal), issubclass(Underflow, Inexact), issubclass(Underflow, Rounded))
print(issubclass(FloatOperation, TypeError))
print(issubclass(InvalidOperation, ArithmeticError))
print(issubclass(Inexact, Rounded), issubclass(Subnormal, Underflow))
