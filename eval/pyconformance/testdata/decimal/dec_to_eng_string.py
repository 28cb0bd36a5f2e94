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

for s in ['123E+1', '123E+3', '1E-7', '-5.5E+10', '0E+4', 'NaN', '-Inf']:
    print(s, Decimal(s).to_eng_string())
