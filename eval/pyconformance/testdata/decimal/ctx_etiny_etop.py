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

c = Context(prec=9, Emin=-99, Emax=99)
print(c.Etiny(), c.Etop())
print(ExtendedContext.Etiny(), ExtendedContext.Etop())
print(Context().Etiny(), Context().Etop())
