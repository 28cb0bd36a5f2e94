import json
recs = [{"id": i, "user": f"u{i % 5}", "amount": round(i * 1.75, 2), "tags": ["x"] * (i % 3)} for i in range(15)]
lines = [json.dumps(r) for r in recs]
lines.insert(6, "{not valid json")
lines.insert(11, "")
context = "\n".join(lines)

good, bad = [], []
for n, line in enumerate(context.splitlines(), 1):
    if not line.strip():
        continue
    try:
        good.append(json.loads(line))
    except json.JSONDecodeError as e:
        bad.append((n, e.msg))
print("parsed:", len(good), "bad:", bad)
per_user = {}
for r in good:
    per_user[r["user"]] = per_user.get(r["user"], 0) + r["amount"]
print(json.dumps(per_user, sort_keys=True))
print(json.dumps({k: round(v, 2) for k, v in per_user.items()}, indent=2, sort_keys=True))
