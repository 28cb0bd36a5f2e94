import json
from datetime import datetime, date
from decimal import Decimal
from dataclasses import dataclass, asdict

@dataclass
class Rec:
    id: int
    user: str
    amount: Decimal
    ts: datetime

recs = []
for line in context.splitlines()[:4]:
    d = dict(kv.split("=", 1) for kv in line.split(" msg=")[0].split())
    recs.append(Rec(int(d["id"]), d["user"], Decimal(d["amount"]), datetime.fromisoformat(d["ts"])))

def default(o):
    if isinstance(o, (datetime, date)):
        return o.isoformat()
    if isinstance(o, Decimal):
        return str(o)
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f"cannot serialize {type(o).__name__}")

print(json.dumps([asdict(r) for r in recs], default=default))
print(json.dumps({"users": {r.user for r in recs}}, default=default))
try:
    json.dumps({"r": recs[0]})
except TypeError as e:
    print("TypeError", e)
try:
    json.dumps({"c": complex(1, 2)}, default=default)
except TypeError as e:
    print("TypeError", e)

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Rec):
            return {"rec": o.id}
        return super().default(o)
print(json.dumps(recs, cls=Enc))
