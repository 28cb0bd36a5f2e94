import json

recs = []
for line in context.splitlines()[:5]:
    head, msg = line.split(" msg=")
    d = dict(kv.split("=") for kv in head.split())
    d["id"] = int(d["id"])
    d["amount"] = float(d["amount"])
    d["msg"] = json.loads(msg)
    recs.append(d)

print(json.dumps(recs[0]))
print(json.dumps(recs[0], sort_keys=True, indent=2))
print(json.dumps(recs[:2], separators=(",", ":")))
print(json.dumps({"n": len(recs), "ids": [r["id"] for r in recs]}, indent=4))
s = json.dumps(recs)
back = json.loads(s)
print(back == recs, type(back[0]["amount"]).__name__, len(s))
print(json.dumps({"b": 1, "a": [1, 2, {"z": None, "y": True}]}, indent="\t", sort_keys=True))
