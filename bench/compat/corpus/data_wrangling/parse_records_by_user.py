import re

pattern = re.compile(r'(\w+)=("[^"]*"|\S+)')
records = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    rec = {k: v.strip('"') for k, v in pattern.findall(line)}
    rec["id"] = int(rec["id"])
    rec["amount"] = float(rec["amount"])
    records.append(rec)

print(f"Parsed {len(records)} records")
print(records[0])

by_user = {}
for r in records:
    by_user.setdefault(r["user"], []).append(r)

for user in sorted(by_user):
    rows = by_user[user]
    total = sum(r["amount"] for r in rows)
    print(f"{user:<6} n={len(rows):>3} total={total:>9.2f} first_id={rows[0]['id']}")
