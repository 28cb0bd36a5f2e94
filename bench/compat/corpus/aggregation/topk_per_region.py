import re

records = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    fields = dict(re.findall(r'(\w+)=("[^"]*"|\S+)', line))
    fields["amount"] = float(fields["amount"])
    fields["id"] = int(fields["id"])
    fields["msg"] = fields["msg"].strip('"')
    records.append(fields)

by_region = {}
for r in records:
    by_region.setdefault(r["region"], []).append(r)

K = 3
for region in sorted(by_region):
    items = sorted(by_region[region], key=lambda r: (-r["amount"], r["id"]))[:K]
    print(f"== {region} ({len(by_region[region])} records) ==")
    for rank, r in enumerate(items, 1):
        print(f"  #{rank} id={r['id']:<4} {r['user']:<6} {r['amount']:8.2f}  {r['msg'][:28]}")

smallest = sorted(records, key=lambda r: r["amount"])[:5]
print("smallest:", [(r["id"], r["amount"]) for r in smallest])
