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
show('quantize(2.17, 0.001)', lambda: c.quantize(Decimal('2.17'), Decimal('0.001')))
show('quantize(2.17, 0.01)', lambda: c.quantize(Decimal('2.17'), Decimal('0.01')))
show('quantize(2.17, 0.1)', lambda: c.quantize(Decimal('2.17'), Decimal('0.1')))
show('quantize(2.17, 1e+0)', lambda: c.quantize(Decimal('2.17'), Decimal('1e+0')))
show('quantize(2.17, 1e+1)', lambda: c.quantize(Decimal('2.17'), Decimal('1e+1')))
show('quantize(-Inf, Infinity)', lambda: c.quantize(Decimal('-Inf'), Decimal('Infinity')))
show('quantize(2, Infinity)', lambda: c.quantize(Decimal('2'), Decimal('Infinity')))
show('quantize(-0.1, 1)', lambda: c.quantize(Decimal('-0.1'), Decimal('1')))
show('quantize(-0, 1e+5)', lambda: c.quantize(Decimal('-0'), Decimal('1e+5')))
show('quantize(+35236450.6, 1e-2)', lambda: c.quantize(Decimal('+35236450.6'), Decimal('1e-2')))
show('quantize(217, 1e-1)', lambda: c.quantize(Decimal('217'), Decimal('1e-1')))
show('quantize(217, 1e+2)', lambda: c.quantize(Decimal('217'), Decimal('1e+2')))
