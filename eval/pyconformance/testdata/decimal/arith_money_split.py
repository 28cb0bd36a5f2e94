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

total = Decimal('100.00')
parts = 3
share = (total / parts).quantize(Decimal('0.01'), rounding=ROUND_DOWN)
rest = total - share * parts
print(share, rest, share * (parts - 1) + share + rest)
