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

d = Decimal('-1234.5')
print('{0}|{0:f}|{0:e}|{0:g}|{0:10.2f}|{0:,}'.format(d))
print('%s %r' % (d, d))
