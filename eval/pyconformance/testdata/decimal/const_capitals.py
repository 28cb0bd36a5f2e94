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

c = Context(capitals=0)
print(c.to_sci_string(Decimal('1E+10')))
print(repr(c.create_decimal('1E+10')))
c1 = Context(capitals=1)
print(c1.to_sci_string(Decimal('1E+10')))
print(str(Decimal('1e10')))
