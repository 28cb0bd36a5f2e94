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

i = Decimal('Infinity')
print(repr(i + 1), repr(i * -2), repr(-i), repr(i / 3), repr(3 / i), repr(i + i))
show('inf-inf', lambda: i - i)
show('inf/inf', lambda: i / i)
show('inf*0', lambda: i * 0)
print(repr(i.sqrt()), repr(i.exp()), repr(i.ln()))
