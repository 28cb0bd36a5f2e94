import json
from dataclasses import dataclass, asdict

@dataclass
class Hit:
    id: int
    score: float
    tags: tuple

def enc(o):
    if isinstance(o, set):
        return sorted(o)
    if hasattr(o, "__dataclass_fields__"):
        return asdict(o)
    raise TypeError(f"cannot serialize {type(o).__name__}")

payload = {"hits": [Hit(1, 0.5, ("a",)), Hit(2, 0.25, ())], "labels": {"spam", "ham"}}
print(json.dumps(payload, default=enc, indent=1))
try:
    json.dumps({"x": object()}, default=enc)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
