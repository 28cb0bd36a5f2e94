import json
from collections import Counter

users = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    kv = dict(t.split("=", 1) for t in line.split(" msg=")[0].split())
    u = users.setdefault(kv["user"], {"records": 0, "amount": 0.0, "labels": Counter(), "last_ts": ""})
    u["records"] += 1
    u["amount"] += float(kv["amount"])
    u["labels"][kv["label"]] += 1
    u["last_ts"] = max(u["last_ts"], kv["ts"])

KEY_ORDER = ["user", "records", "total_amount", "top_label", "label_counts", "last_seen"]
report = []
for name in sorted(users, key=lambda n: (-users[n]["records"], n)):
    u = users[name]
    item = {
        "user": name,
        "records": u["records"],
        "total_amount": round(u["amount"], 2),
        "top_label": u["labels"].most_common(1)[0][0],
        "label_counts": dict(sorted(u["labels"].items())),
        "last_seen": u["last_ts"],
    }
    report.append({k: item[k] for k in KEY_ORDER})

print(json.dumps(report[:2], indent=2))
print(json.dumps({"count": len(report), "users": [r["user"] for r in report]}, separators=(",", ":")))
print(json.dumps(report[-1], sort_keys=True))
print(json.dumps({"ratio": 2 / 3, "none": None, "flag": True, "name": "café"}))
print(json.dumps({"name": "café"}, ensure_ascii=False))
