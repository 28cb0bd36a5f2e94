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

c = ExtendedContext.copy()
c.prec = 9
show('to_eng_string(123E+1)', lambda: c.to_eng_string(Decimal('123E+1')))
show('to_eng_string(123E+3)', lambda: c.to_eng_string(Decimal('123E+3')))
show('to_eng_string(123E-10)', lambda: c.to_eng_string(Decimal('123E-10')))
show('to_eng_string(-123E-12)', lambda: c.to_eng_string(Decimal('-123E-12')))
show('to_eng_string(7E-7)', lambda: c.to_eng_string(Decimal('7E-7')))
show('to_eng_string(7E+1)', lambda: c.to_eng_string(Decimal('7E+1')))
show('to_eng_string(0E+1)', lambda: c.to_eng_string(Decimal('0E+1')))
