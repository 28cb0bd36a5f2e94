import re
from collections import defaultdict

# Which numeric codes appear in more than one message?
where = defaultdict(list)
for line in context.splitlines():
    m = re.search(r'^id=(\d+).*msg="(.*?)"$', line)
    if not m:
        continue
    rid = int(m.group(1))
    for num in re.findall(r"\b\d{4}\b", m.group(2)):
        where[num].append(rid)

dups = {k: v for k, v in where.items() if len(v) > 1}
print("distinct 4-digit codes:", len(where))
print("codes seen more than once:", len(dups))
for code in sorted(dups, key=lambda k: (-len(dups[k]), k)):
    print(f"  {code}: ids {dups[code]}")

small = sorted(int(k) for k in where if int(k) < 1500)
print("codes below 1500:", small[:10], "..." if len(small) > 10 else "")
print("min/max code:", min(where, key=int), max(where, key=int))
