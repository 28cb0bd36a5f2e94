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

d = Decimal('2.675')
show('%.2f', lambda: '%.2f' % d)
show('%d', lambda: '%d' % Decimal('7.9'))
show('%s', lambda: '%s' % Decimal('1E+3'))
show('%e', lambda: '%e' % Decimal('12345'))
