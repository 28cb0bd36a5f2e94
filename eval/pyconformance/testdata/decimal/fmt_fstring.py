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

d = Decimal('3.14159')
w = 10
print(f'{d}', f'{d!r}', f'{d:.2f}', f'{d:>{w}.3f}|', f'{d:,}', f'{Decimal("1234567.5"):,.1f}')
