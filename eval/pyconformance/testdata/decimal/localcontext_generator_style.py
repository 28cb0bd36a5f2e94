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

def avg(xs):
    with localcontext() as ctx:
        ctx.prec = 6
        return sum(xs, Decimal(0)) / len(xs)
print(repr(avg([Decimal('1.1'), Decimal('2.2'), Decimal('3.3'), Decimal('4')])))
print(repr(avg([Decimal(1), Decimal(2)])))
