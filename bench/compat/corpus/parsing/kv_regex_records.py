import re

LINE_RE = re.compile(
    r'^id=(?P<id>\d+) user=(?P<user>\w+) label=(?P<label>\w+) '
    r'amount=(?P<amount>[\d.]+) ts=(?P<ts>\S+) region=(?P<region>[\w-]+) msg="(?P<msg>[^"]*)"$'
)
records, rejected = [], []
for n, line in enumerate(context.splitlines(), 1):
    m = LINE_RE.match(line)
    if m is None:
        rejected.append(n)
        continue
    d = m.groupdict()
    d["id"] = int(d["id"])
    d["amount"] = float(d["amount"])
    records.append(d)

print(f"parsed={len(records)} rejected={len(rejected)} at lines {rejected}")
print(records[0])
print(records[-1]["msg"], records[-1]["amount"])
print("ids contiguous except notes:", all(r["id"] % 25 for r in records))
