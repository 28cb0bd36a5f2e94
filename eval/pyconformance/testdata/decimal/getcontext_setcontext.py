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

orig = getcontext()
c = Context(prec=4)
setcontext(c)
print(getcontext() is c)
print(repr(Decimal(2) / 3))
setcontext(orig)
print(repr(Decimal(2) / 3))
show('bad', lambda: setcontext('x'))
