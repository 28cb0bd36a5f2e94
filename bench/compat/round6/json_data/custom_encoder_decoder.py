import json
from datetime import date
from decimal import Decimal
from dataclasses import dataclass, asdict

@dataclass
class Payment:
    id: str
    amount: Decimal
    on: date

class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return {"__decimal__": str(o)}
        if isinstance(o, date):
            return {"__date__": o.isoformat()}
        if isinstance(o, Payment):
            return asdict(o)
        return super().default(o)

def hook(d):
    if "__decimal__" in d:
        return Decimal(d["__decimal__"])
    if "__date__" in d:
        return date.fromisoformat(d["__date__"])
    return d

pays = [Payment("p1", Decimal("19.99"), date(2024, 1, 31)), Payment("p2", Decimal("0.10"), date(2024, 2, 1))]
text = json.dumps({"payments": pays}, cls=Encoder)
print(text)
back = json.loads(text, object_hook=hook)
print(back["payments"][0], sum(p["amount"] for p in back["payments"]))
print(json.loads('{"x": 1.10}', parse_float=Decimal), json.loads('[1, 2]', parse_int=lambda s: int(s) * 10))
try:
    json.dumps(object, cls=Encoder)
except TypeError as e:
    print("TypeError:", str(e).split(" is ")[1])
