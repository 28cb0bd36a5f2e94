import re

PAT = re.compile(
    r'id=(?P<id>\d+) user=(?P<user>\w+) label=(?P<label>\w+) '
    r'amount=(?P<amount>[\d.]+) ts=(?P<ts>\S+) region=(?P<region>\S+) msg="(?P<msg>[^"]*)"'
)

records = []
bad = []
for lineno, line in enumerate(context.splitlines(), 1):
    m = PAT.fullmatch(line)
    if m:
        rec = m.groupdict()
        rec["id"] = int(rec["id"])
        rec["amount"] = float(rec["amount"])
        records.append(rec)
    else:
        bad.append(lineno)

print("parsed:", len(records), "unparsed lines:", bad)
print(records[0])
print(records[-1]["msg"], records[-1]["amount"])
print("ids contiguous except NOTE lines:", [r["id"] for r in records[22:27]])
