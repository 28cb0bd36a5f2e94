import json
from datetime import datetime, date
from decimal import Decimal
from enum import Enum

class Status(Enum):
    OPEN = "open"
    CLOSED = "closed"

record = {
    "id": 17,
    "opened": datetime(2024, 5, 1, 9, 30),
    "due": date(2024, 5, 15),
    "amount": Decimal("149.90"),
    "status": Status.OPEN,
    "ratio": complex(1, 2),
    "tags": ("a", "b"),
}

def default(o):
    if isinstance(o, (datetime, date)):
        return o.isoformat()
    if isinstance(o, Decimal):
        return float(o)
    if isinstance(o, Enum):
        return o.value
    return str(o)

print(json.dumps(record, default=default, indent=2))
print(json.dumps(record, default=str))
