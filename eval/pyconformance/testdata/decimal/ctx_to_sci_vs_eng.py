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

c = Context()
for s in ['1E+3', '10E+3', '100E+3', '1E-4', '12.5E-8', '-0E-9', '0E+7']:
    d = Decimal(s)
    print(s, c.to_sci_string(d), c.to_eng_string(d))
