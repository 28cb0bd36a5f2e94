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

for label, f in [('0/0', lambda: Decimal(0) / 0), ('inf-inf', lambda: Decimal('Inf') - Decimal('Inf')),
                 ('sqrt', lambda: Decimal(-2).sqrt()), ('snan', lambda: Decimal('sNaN') + 1),
                 ('inf*0', lambda: Decimal('Inf') * 0), ('5 % 0', lambda: Decimal(0) % 0)]:
    try:
        f()
    except InvalidOperation as e:
        print(label, 'InvalidOperation', isinstance(e, ArithmeticError))
