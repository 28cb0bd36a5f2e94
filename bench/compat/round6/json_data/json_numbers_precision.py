import json
from decimal import Decimal

context = '{"amounts": [0.1, 0.2, 0.3, 1e-3, 12345678901234567890, 3.0], "rate": 1.0000000000000002}'
d = json.loads(context)
print(d["amounts"], sum(d["amounts"][:3]))
print(d["rate"] > 1, repr(d["rate"]))
d2 = json.loads(context, parse_float=Decimal)
print(d2["amounts"][:3], sum(d2["amounts"][:3]))
print(json.dumps([0.1 + 0.2, 1 / 3, 2.0 ** 60, 100.0, 1e-5, 123456789.123]))
print(json.dumps({"x": 1.5}), json.loads("1.5e3"), json.loads("-0"), json.loads("0.0"))
print(type(json.loads("10")).__name__, type(json.loads("10.0")).__name__)
