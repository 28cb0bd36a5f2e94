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

for s in ['1E+0', '1E+1', '1E+2', '1E+3', '1E+4', '1E-1', '1E-2', '1E-3', '1E-4', '-12.34E+6', '0E+1', '0E+2', '0E-3', '0E-5']:
    print(s, Decimal(s).to_eng_string())
