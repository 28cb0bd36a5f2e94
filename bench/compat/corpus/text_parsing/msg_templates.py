import re
from collections import Counter

templates = Counter()
examples = {}
for line in context.splitlines():
    _, sep, rest = line.partition('msg="')
    if not sep:
        continue
    msg = rest.rstrip('"')
    tmpl = " ".join("<N>" if w.isdigit() else w for w in msg.split())
    templates[tmpl] += 1
    examples.setdefault(tmpl, msg)

for tmpl, n in templates.most_common():
    print(f"{n:3d}  {tmpl!r:45}  e.g. {examples[tmpl]}")
print(len(templates), "distinct templates")
assert sum(templates.values()) == 192, sum(templates.values())
print("ok")
