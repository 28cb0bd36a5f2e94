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

c = Context(prec=3, rounding=ROUND_CEILING, traps=[])
for s in ['1.234', '1.235', '1.245', '-1.235', '-1.245', '9.995', '1.001', '1.051', '1.05', '0.0001234']:
    print(s, repr(c.plus(Decimal(s))))
