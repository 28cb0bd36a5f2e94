import json
from collections import Counter, defaultdict

users = defaultdict(lambda: {"n": 0, "total": 0.0, "labels": Counter()})
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(kv.split("=", 1) for kv in line.split(" msg=")[0].split())
        u = users[f["user"]]
        u["n"] += 1
        u["total"] += float(f["amount"])
        u["labels"][f["label"]] += 1

md = ["| user | n | total | top label |", "|---|---:|---:|---|"]
for name, u in sorted(users.items(), key=lambda kv: -kv[1]["total"]):
    top, cnt = u["labels"].most_common(1)[0]
    md.append(f"| {name} | {u['n']} | {u['total']:.2f} | {top} ({cnt}) |")
print("\n".join(md))
serial = {k: {"n": v["n"], "total": round(v["total"], 2), "labels": dict(v["labels"])} for k, v in users.items()}
print(json.dumps(serial["alice"], sort_keys=True))
print(json.dumps(serial, sort_keys=True)[:150])
