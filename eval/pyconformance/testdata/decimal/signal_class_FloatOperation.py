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

cls = FloatOperation
print(cls.__name__, cls.__module__)
print([b.__name__ for b in cls.__mro__])
print(issubclass(cls, ArithmeticError), issubclass(cls, DecimalException), issubclass(cls, Exception))
try:
    raise cls('custom message')
except DecimalException as e:
    print('caught', type(e).__name__, e.args)
