import re
from collections import defaultdict

pat = re.compile(r'id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=(\S+) region=(\S+) msg="([^"]*)"')
records = []
for line in context.splitlines():
    m = pat.match(line)
    if not m:
        continue
    rid, user, label, amount, ts, region, msg = m.groups()
    records.append({"id": int(rid), "user": user, "label": label,
                    "amount": float(amount), "ts": ts, "region": region, "msg": msg})

print(f"parsed {len(records)} records")
totals = defaultdict(float)
counts = defaultdict(int)
for r in records:
    totals[r["user"]] += r["amount"]
    counts[r["user"]] += 1

print(f"{'user':<8}{'n':>4}{'total':>12}{'avg':>10}")
for user in sorted(totals, key=lambda u: -totals[u]):
    print(f"{user:<8}{counts[user]:>4}{totals[user]:>12.2f}{totals[user]/counts[user]:>10.2f}")
grand = sum(totals.values())
print("grand total:", round(grand, 2))
print("share:", {u: f"{100*t/grand:.1f}%" for u, t in sorted(totals.items())})
