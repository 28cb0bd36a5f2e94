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

getcontext().prec = 20
x = Decimal('2.5')
print(repr(x.exp().ln()))
print(repr(Decimal(10).ln() / Decimal(2).ln()))
print(repr(Decimal(100).log10()), repr(Decimal(2).log10()))
