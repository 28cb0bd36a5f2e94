import json, re
summary = {"lines": len(context.splitlines()), "users": sorted(set(re.findall(r"user=(\w+)", context))), "notes": context.count("NOTE")}
print(json.dumps(summary, indent=2))
