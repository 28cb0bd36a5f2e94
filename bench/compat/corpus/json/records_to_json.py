import json
import re
recs = []
for line in context.splitlines()[:3]:
    m = re.match(r"id=(\d+) user=(\w+)", line)
    if m:
        recs.append({"id": int(m.group(1)), "user": m.group(2)})
print(json.dumps(recs))
