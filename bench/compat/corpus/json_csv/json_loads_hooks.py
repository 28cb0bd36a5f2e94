import json
from decimal import Decimal

payload = json.dumps([
    {"id": int(l.split()[0][3:]), "amount": l.split("amount=")[1].split()[0]}
    for l in context.splitlines()[:6] if l.startswith("id=")
])
print(payload)
data = json.loads(payload)
print(sum(float(d["amount"]) for d in data))
raw = '{"total": 17333.31, "items": [1.10, 2.20], "meta": {"k": 1}}'
print(json.loads(raw, parse_float=Decimal))
print(json.loads(raw, object_hook=lambda d: sorted(d.keys())))
print(json.loads(raw, object_pairs_hook=lambda pairs: [k for k, _ in pairs]))
print(json.loads("[1, 2]", parse_int=lambda s: int(s) * 10))
for bad in ['{"a": 1,}', "{'a': 1}", '[1, 2', '', '{"a" 1}']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e.msg, e.pos, e.lineno, e.colno)
dec = json.JSONDecoder()
obj, end = dec.raw_decode('{"x": [1, 2]} trailing')
print(obj, end)
