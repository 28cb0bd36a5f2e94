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

for s in ['-3.14', '1E+5', '0.000', 'Inf', '-NaN12', 'sNaN']:
    t = Decimal(s).as_tuple()
    print(s, t, t.sign, t.digits, t.exponent)
print(type(Decimal(1).as_tuple()).__name__)
