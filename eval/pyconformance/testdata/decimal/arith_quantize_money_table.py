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

amounts = ['10', '10.5', '10.555', '-3.333', '0.005', '1234567.891']
for a in amounts:
    d = Decimal(a)
    print(a, d.quantize(Decimal('0.01')), d.quantize(Decimal('1'), rounding=ROUND_CEILING), d.quantize(Decimal('1E+1')))
