import re
recs = []
for line in context.splitlines():
    m = re.search(r"id=(\d+) user=(\w+) label=\w+ amount=([\d.]+)", line)
    if m:
        recs.append((int(m.group(1)), m.group(2), float(m.group(3))))
recs.sort(key=lambda r: (-r[2], r[0]))
for r in recs[:5]:
    print(r)
