import shlex

rows = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    parts = shlex.split(line)
    rec = dict(p.split("=", 1) for p in parts)
    rows.append(rec)

print("rows:", len(rows))
print("keys:", list(rows[0].keys()))
print("sample:", rows[4])

missing = [r["id"] for r in rows if len(r) != 7]
print("rows with wrong field count:", missing)

users = {}
for r in rows:
    users[r["user"]] = users.get(r["user"], 0) + 1
print(dict(sorted(users.items(), key=lambda kv: kv[1], reverse=True)))
print("message with spaces kept:", rows[0]["msg"])
