import json
recs = []
for l in context.splitlines()[:6]:
    if l.startswith("id="):
        head, msg = l.split(" msg=")
        f = dict(p.split("=", 1) for p in head.split())
        f["amount"] = float(f["amount"])
        f["id"] = int(f["id"])
        f["msg"] = json.loads(msg)
        recs.append(f)
s = json.dumps(recs[0])
print(s)
print(json.dumps(recs[:2], indent=2, sort_keys=True))
print(json.dumps({"a": None, "b": True, "c": [1, 2.5, "x"], "d": {"é": "ü"}}))
print(json.dumps({"é": "ü", "t": (1, 2)}, ensure_ascii=False, separators=(",", ":")))
back = json.loads(json.dumps(recs))
print(back == recs, type(back[0]["amount"]).__name__)
summary = {"n": len(recs), "users": sorted({r["user"] for r in recs}), "total": round(sum(r["amount"] for r in recs), 2)}
print(json.dumps(summary))
raw = '{"answer": "spam", "confidence": 0.87, "ids": [3, 8, 14], "nested": {"ok": false}}'
obj = json.loads(raw)
print(obj["ids"], obj["nested"]["ok"], obj.get("missing", "n/a"))
print(json.dumps(1e20), json.dumps(0.1), json.dumps(float("inf")), json.dumps("quote\"and\\slash\n"))
for bad in ['{"a": 1,}', "{'a': 1}", ""]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("JSONDecodeError:", e.msg, e.pos)
try:
    json.dumps({1, 2})
except TypeError as e:
    print("TypeError:", e)
