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

c = Context(traps=[])
print(type(c.flags).__name__)
print(len(c.flags), len(c.traps))
print(sorted(k.__name__ for k in c.flags))
c.flags[Inexact] = True
print(flags(c))
