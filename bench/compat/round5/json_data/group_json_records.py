import json
from collections import defaultdict
context = json.dumps([
    {"dept": "eng", "name": "a", "salary": 120, "level": 2},
    {"dept": "eng", "name": "b", "salary": 150, "level": 3},
    {"dept": "ops", "name": "c", "salary": 90, "level": 1},
    {"dept": "eng", "name": "d", "salary": 110, "level": 2},
    {"dept": "ops", "name": "e", "salary": 95, "level": 2},
    {"dept": "hr", "name": "f", "salary": 80, "level": 1},
])
rows = json.loads(context)
groups = defaultdict(list)
for r in rows:
    groups[r["dept"]].append(r)
summary = {}
for dept, members in groups.items():
    sal = [m["salary"] for m in members]
    summary[dept] = {"count": len(members), "avg": round(sum(sal) / len(sal), 1), "max": max(members, key=lambda m: m["salary"])["name"],
                     "levels": sorted({m["level"] for m in members})}
print(json.dumps(summary, indent=2))
print(sorted(summary, key=lambda d: -summary[d]["avg"]))
