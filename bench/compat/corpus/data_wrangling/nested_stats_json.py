import json

stats = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    f = dict(t.split("=", 1) for t in line.split()[:7])
    u = stats.setdefault(f["user"], {"count": 0, "total": 0.0, "labels": {}})
    u["count"] += 1
    u["total"] = round(u["total"] + float(f["amount"]), 2)
    u["labels"][f["label"]] = u["labels"].get(f["label"], 0) + 1

print(json.dumps(stats["alice"], indent=2, sort_keys=True))
summary = {
    user: {"avg": round(s["total"] / s["count"], 2), "top_label": max(s["labels"], key=s["labels"].get)}
    for user, s in sorted(stats.items())
}
print(json.dumps(summary))
print(json.dumps({"x": 1.0, "y": None, "z": [True, False], "w": "é"}, ensure_ascii=False))
print(json.dumps({"w": "é", 3: "int key"}, separators=(",", ":")))
back = json.loads(json.dumps(summary))
print(back == summary, type(back["bob"]["avg"]).__name__)
try:
    json.loads("{'bad': 1}")
except json.JSONDecodeError as e:
    print(type(e).__name__, e.msg, e.pos)
