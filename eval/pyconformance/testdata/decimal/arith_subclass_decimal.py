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

class Money(Decimal):
    def __repr__(self):
        return 'Money(%s)' % str(self)
m = Money('1.50')
print(repr(m), isinstance(m, Decimal), type(m).__name__)
print(type(m + 1).__name__, repr(m + 1))
print(m == Decimal('1.5'))
print(repr(Money.from_float(0.5)), type(Money.from_float(0.5)).__name__)
