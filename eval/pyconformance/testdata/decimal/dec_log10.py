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

print(repr(Decimal(1000).log10()), repr(Decimal('0.01').log10()), repr(Decimal(2).log10()))
show('log0', lambda: Decimal(0).log10())
