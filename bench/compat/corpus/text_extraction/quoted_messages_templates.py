import re

msgs = re.findall(r'msg="(.*?)"', context)
print(len(msgs), "messages; first 3:", msgs[:3])

kinds = {}
for m in msgs:
    key = " ".join(w for w in m.split() if not w.isdigit())
    kinds.setdefault(key, []).append(m)

for k in sorted(kinds, key=lambda k: (-len(kinds[k]), k)):
    examples = kinds[k]
    print(f"{len(examples):>3}  {k!r}  e.g. {examples[0]!r}")

longest = max(msgs, key=len)
shortest = min(msgs, key=len)
print("longest:", longest, len(longest))
print("shortest:", shortest, len(shortest))
