import json
import re
from collections import Counter, defaultdict

rows = re.findall(r"id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+)", context)
per_user = defaultdict(lambda: {"count": 0, "total": 0.0, "labels": Counter()})
for rid, user, label, amt in rows:
    u = per_user[user]
    u["count"] += 1
    u["total"] = round(u["total"] + float(amt), 2)
    u["labels"][label] += 1

report = {
    "source": {"lines": len(context.splitlines()), "records": len(rows)},
    "users": {
        name: {**info, "labels": dict(info["labels"].most_common()), "avg": round(info["total"] / info["count"], 2)}
        for name, info in sorted(per_user.items())
    },
    "top_spender": max(per_user, key=lambda k: per_user[k]["total"]),
    "flags": None,
    "ok": True,
}
print(json.dumps(report, indent=2))
print(json.dumps(report["source"], separators=(",", ":"), sort_keys=True))
