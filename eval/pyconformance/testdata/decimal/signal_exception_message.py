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
    print(type(e).__name__, [x.__name__ for x in e.args[0]] if e.args and isinstance(e.args[0], list) else e.args)
try:
    Decimal('x')
except InvalidOperation as e:
    print(type(e).__name__, len(e.args))
