import re
from collections import defaultdict

pattern = re.compile(r'id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=(\S+) region=(\S+) msg="([^"]*)"')
records = []
for line in context.splitlines():
    m = pattern.match(line)
    if m:
        rid, user, label, amount, ts, region, msg = m.groups()
        records.append({"id": int(rid), "user": user, "label": label,
                        "amount": float(amount), "ts": ts, "region": region, "msg": msg})

print(f"parsed {len(records)} records")
totals = defaultdict(int)
spam = defaultdict(int)
for r in records:
    totals[r["region"]] += 1
    if r["label"] == "spam":
        spam[r["region"]] += 1

rates = {reg: spam[reg] / totals[reg] for reg in totals}
for reg, rate in sorted(rates.items(), key=lambda kv: -kv[1]):
    print(f"{reg:8s} {spam[reg]:3d}/{totals[reg]:<3d} {rate:.1%}")

worst = max(rates, key=rates.get)
print("Highest spam rate:", worst, round(rates[worst], 4))
