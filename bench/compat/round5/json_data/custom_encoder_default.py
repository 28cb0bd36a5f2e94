import json
from datetime import date, datetime
from decimal import Decimal
from dataclasses import dataclass, asdict

@dataclass
class Item:
    sku: str
    price: Decimal
    added: date

def default(o):
    if isinstance(o, (date, datetime)):
        return o.isoformat()
    if isinstance(o, Decimal):
        return str(o)
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

items = [Item("A1", Decimal("9.90"), date(2024, 1, 31)), Item("B2", Decimal("0.05"), date(2023, 12, 1))]
payload = {"items": [asdict(i) for i in items], "codes": {3, 1, 2}, "at": datetime(2024, 2, 1, 9, 30)}
print(json.dumps(payload, default=default, indent=2))
try:
    json.dumps({"bad": object()}, default=default)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({"c": complex(1, 2)})
except TypeError as e:
    print("TypeError:", e)
