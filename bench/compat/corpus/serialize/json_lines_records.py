import json
recs = []
for l in context.splitlines()[:8]:
    if l.startswith("id="):
        head, msg = l.split(' msg=', 1)
        d = dict(kv.split("=", 1) for kv in head.split())
        d["msg"] = json.loads(msg)
        d["id"] = int(d["id"]); d["amount"] = float(d["amount"])
        recs.append(d)
jsonl = "\n".join(json.dumps(r, sort_keys=True) for r in recs)
print(jsonl)
back = [json.loads(x) for x in jsonl.splitlines()]
print(back == recs, round(sum(r["amount"] for r in back), 2))
print(json.dumps(recs[0], indent=2)[:80])
