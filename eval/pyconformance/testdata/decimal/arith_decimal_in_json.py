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

import json
d = Decimal('1.10')
print(json.dumps({'a': str(d)}))
show('direct', lambda: json.dumps(d))
print(json.loads('{"x": 1.10}', parse_float=Decimal))
print(json.dumps(float(d)))
