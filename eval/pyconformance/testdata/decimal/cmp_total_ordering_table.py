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

vals = [Decimal(s) for s in ['-Inf', '-1', '-0', '0', '0.0', '1', '1.0', 'Inf', 'NaN', '-NaN', 'sNaN']]
import functools
out = sorted(vals, key=functools.cmp_to_key(lambda a, b: int(a.compare_total(b))))
print(out)
