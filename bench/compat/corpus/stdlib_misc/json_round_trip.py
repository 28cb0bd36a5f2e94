import json
from datetime import datetime

records = []
for line in context.splitlines()[:6]:
    if line.startswith("id="):
        head, msg = line.split(' msg="')
        kv = dict(p.split("=", 1) for p in head.split())
        records.append({"id": int(kv["id"]), "user": kv["user"], "amount": float(kv["amount"]),
                        "ts": datetime.fromisoformat(kv["ts"]), "tags": (kv["label"], kv["region"]),
                        "msg": msg[:-1], "flag": None, "ok": True})

try:
    json.dumps(records[0])
except TypeError as e:
    print("TypeError:", e)

text = json.dumps(records, default=lambda o: o.isoformat() if isinstance(o, datetime) else str(o))
print(len(text))
print(text[:160])
back = json.loads(text)
print(back[0] == records[0], back[0]["tags"], type(back[0]["tags"]).__name__, back[0]["ts"])
print(json.dumps(back[1], indent=2, sort_keys=True))
print(json.dumps({"note": "café ✓", "q": 'say "hi"'}), json.dumps({"note": "café"}, ensure_ascii=False))
print(json.dumps([1.0, 2.50, 1e20, float("inf")]), json.loads("[1e3, 0.1, -0]"))
print(json.dumps({"a": 1, "b": [1, 2]}, separators=(",", ":")))
print(json.dumps({3: "x", "2": "y"}), json.loads('{"3": "x"}'))
try:
    json.loads('{"a": 1, }')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e.msg, e.pos)
