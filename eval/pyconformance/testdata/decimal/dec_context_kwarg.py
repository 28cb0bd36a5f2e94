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

c = Context(prec=3)
print(repr(Decimal(2).sqrt(context=c)))
print(repr(Decimal(2).exp(c)))
print(repr(Decimal('1.23456').normalize(c)))
print(repr(Decimal('1.23456').quantize(Decimal('0.1'), context=c)))
print(repr(Decimal(1).__add__(Decimal(2))))
