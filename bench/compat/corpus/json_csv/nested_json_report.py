import json
from collections import defaultdict

tree = defaultdict(lambda: defaultdict(list))
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    f = dict(kv.split("=", 1) for kv in line.split(" msg=")[0].split())
    tree[f["region"]][f["label"]].append(float(f["amount"]))

report = {
    region: {
        label: {"n": len(v), "sum": round(sum(v), 2), "max": max(v)}
        for label, v in sorted(labels.items())
    }
    for region, labels in sorted(tree.items())
}
s = json.dumps(report, indent=2)
print(s[:400])
print("...")
print(len(s), s.count("\n"))
compact = json.dumps(report, separators=(",", ":"))
print(len(compact))
back = json.loads(compact)
print(back["eu"]["spam"], list(back), list(back["apac"]))
print(max(((r, l, d["sum"]) for r, ls in back.items() for l, d in ls.items()), key=lambda t: t[2]))
