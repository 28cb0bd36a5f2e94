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

d = Decimal('7.325')
print(repr(d.quantize(Decimal('.01'), rounding=ROUND_DOWN)))
print(repr(d.quantize(Decimal('1.'), rounding=ROUND_UP)))
print(repr(d.quantize(Decimal('0.01'))))
show('too big', lambda: Decimal('1e30').quantize(Decimal('0.01')))
show('inf', lambda: d.quantize(Decimal('Inf')))
