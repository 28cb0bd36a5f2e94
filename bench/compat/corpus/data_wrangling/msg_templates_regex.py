import re
from collections import defaultdict

msgs = re.findall(r'^id=(\d+) .*?msg="([^"]*)"$', context, flags=re.M)
print(len(msgs), msgs[:2])

templates = defaultdict(list)
for rid, msg in msgs:
    template = re.sub(r"\d+", "<N>", msg)
    num = int(re.search(r"\d+", msg).group())
    templates[template].append((int(rid), num))

for tpl, items in sorted(templates.items(), key=lambda kv: -len(kv[1])):
    nums = [n for _, n in items]
    print(f"{tpl!r:40} count={len(items):2} min={min(nums)} max={max(nums)}")

overdue = [rid for rid, m in msgs if m.startswith("invoice") and "overdue" in m]
print("overdue ids:", overdue[:10])
m = re.match(r"(?P<verb>\w+) (?P<what>\w+)", msgs[0][1])
print(m.groupdict(), m.span(), m.group(0))
print(re.split(r"\s+", "  a  b   c ", maxsplit=2))
