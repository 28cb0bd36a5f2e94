import json

jsonl_lines = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        jsonl_lines.append(json.dumps({"type": "note", "text": line[5:]}))
        continue
    head, msg = line.split(" msg=")
    rec = {k: v for k, v in (kv.split("=") for kv in head.split())}
    rec.update(type="record", amount=float(rec["amount"]), msg=json.loads(msg))
    jsonl_lines.append(json.dumps(rec, sort_keys=True))

jsonl = "\n".join(jsonl_lines)
print(len(jsonl_lines), len(jsonl))
print(jsonl_lines[0])
print(jsonl_lines[24])
parsed = [json.loads(x) for x in jsonl.splitlines()]
notes = [p for p in parsed if p["type"] == "note"]
print(notes[-1])
big = [p["id"] for p in parsed if p.get("amount", 0) > 195]
print(big)
summary = {"records": len(parsed) - len(notes), "notes": len(notes),
           "sum": round(sum(p.get("amount", 0) for p in parsed), 2)}
print(json.dumps(summary, indent=2))
print(rlm_query(jsonl[:5000], "find anomalies"))
