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

show('abc', lambda: Decimal('abc'))
show('empty', lambda: Decimal(''))
show('dict', lambda: Decimal({1: 2}))
show('tuple bad digit', lambda: Decimal((0, (1, 12), 0)))
show('tuple bad sign', lambda: Decimal((2, (1,), 0)))
show('1.2.3', lambda: Decimal('1.2.3'))
show('None', lambda: Decimal(None))
show('complex', lambda: Decimal(1j))
