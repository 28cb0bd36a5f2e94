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

for s in ['7.9', '-7.9', '1E+3', '123456789012345678901234567890.5', '0.9999']:
    print(s, int(Decimal(s)))
print(Decimal('12').__index__() if hasattr(Decimal, '__index__') else 'no __index__')
show('list index', lambda: [1, 2, 3][Decimal(1)])
show('range', lambda: range(Decimal(3)))
