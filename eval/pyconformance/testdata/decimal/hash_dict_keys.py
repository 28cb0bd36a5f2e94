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

d = {Decimal('1.0'): 'a', 2: 'b'}
print(d[1], d[Decimal('2.00')], Decimal(1) in d, 1.0 in d)
s = {Decimal('1'), Decimal('1.0'), Decimal('1.00'), 1}
print(len(s))
print(Decimal('0.1') in {0.1}, Decimal('0.5') in {0.5})
