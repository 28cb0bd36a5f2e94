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

c2 = Context(traps=[Rounded], flags=[Inexact, Rounded])
print(sorted(k.__name__ for k, v in c2.traps.items() if v))
print(flags(c2))
c2.traps = Context(traps=[Overflow]).traps
print(sorted(k.__name__ for k, v in c2.traps.items() if v))
