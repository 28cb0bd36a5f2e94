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

for s in ['123', '-123', '1.23E+3', '123E+3', '12.3E-5', '-1.23E-10', '0.00', '0E-2', '0E+2',
          '5E-6', '5E-7', '0.000001', '0.0000001', '1E+28', '12345678901234567890E+5']:
    print(s, str(Decimal(s)), repr(Decimal(s)))
