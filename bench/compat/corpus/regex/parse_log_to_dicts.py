import re
LOG = re.compile(r'id=(?P<id>\d+) user=(?P<user>\w+) .*?amount=(?P<amount>[\d.]+) .*?msg="(?P<msg>[^"]*)"')
rows = [m.groupdict() for m in LOG.finditer(context)]
for r in rows:
    r["id"] = int(r["id"]); r["amount"] = float(r["amount"])
late = [r for r in rows if r["msg"].endswith("shipped late")]
print(len(rows), len(late))
print(sorted(late, key=lambda r: -r["amount"])[:2])
