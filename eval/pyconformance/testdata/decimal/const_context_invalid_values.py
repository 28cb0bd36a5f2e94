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

show('prec 0', lambda: Context(prec=0))
show('rounding', lambda: Context(rounding='sideways'))
show('Emin', lambda: Context(Emin=5))
show('Emax', lambda: Context(Emax=-5))
show('capitals', lambda: Context(capitals=2))
show('clamp', lambda: Context(clamp=3))
c = Context()
def setprec():
    c.prec = -1
show('set prec', setprec)
def setround():
    c.rounding = 'x'
show('set rounding', setround)
