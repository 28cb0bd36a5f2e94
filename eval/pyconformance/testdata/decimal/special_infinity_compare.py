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

i = Decimal('Inf')
print(i > 10 ** 100, -i < -10 ** 100, i == Decimal('Infinity'), i == float('inf'))
print(max(Decimal(1), i, Decimal(3)), min(Decimal(1), -i))
print(sorted([Decimal('Inf'), Decimal(0), Decimal('-Inf'), Decimal('1e999')]))
