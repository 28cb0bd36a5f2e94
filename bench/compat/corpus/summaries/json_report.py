import json
import re
from collections import Counter, defaultdict

rx = re.compile(r"user=(\w+) label=(\w+) amount=([\d.]+).*?region=(\S+)")
per_user = defaultdict(lambda: {"count": 0, "amount": 0.0, "labels": Counter(), "regions": set()})
for m in rx.finditer(context):
    user, label, amt, region = m.groups()
    u = per_user[user]
    u["count"] += 1
    u["amount"] = round(u["amount"] + float(amt), 2)
    u["labels"][label] += 1
    u["regions"].add(region)

report = {
    user: {
        "count": d["count"],
        "amount": d["amount"],
        "top_label": d["labels"].most_common(1)[0][0],
        "regions": sorted(d["regions"]),
    }
    for user, d in sorted(per_user.items())
}
print(json.dumps(report, indent=2))
print(json.dumps({"users": len(report), "total": round(sum(r["amount"] for r in report.values()), 2)}))
try:
    json.dumps(per_user["bob"])
except TypeError as e:
    print("TypeError:", e)
