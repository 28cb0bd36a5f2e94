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

print(repr(Decimal(2).fma(3, 5)))
print(repr(Decimal('1.5').fma(Decimal('2'), Decimal('-3'))))
show('inf*0', lambda: Decimal('Inf').fma(0, 1))
