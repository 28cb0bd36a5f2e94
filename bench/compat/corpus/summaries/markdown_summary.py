import re
from collections import Counter, defaultdict

kinds = defaultdict(Counter)
amount_by_kind = defaultdict(float)
for user, amt, msg in re.findall(r'user=(\w+) .*?amount=([\d.]+) .*?msg="(\w+)', context):
    kinds[msg][user] += 1
    amount_by_kind[msg] += float(amt)

lines = ["| kind | count | amount | top user |", "|---|---:|---:|---|"]
for kind in sorted(kinds, key=lambda k: sum(kinds[k].values()), reverse=True):
    top, n = kinds[kind].most_common(1)[0]
    lines.append(f"| {kind} | {sum(kinds[kind].values())} | {amount_by_kind[kind]:.2f} | {top} ({n}) |")
md = "\n".join(lines)
print(md)
print()
print(f"**{len(kinds)} kinds**, {sum(sum(c.values()) for c in kinds.values())} messages total")
