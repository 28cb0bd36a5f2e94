import re
from collections import defaultdict

patterns = {
    "order": r"order (\d+)",
    "invoice": r"invoice (\d+)",
    "account": r"account (\d+)",
    "room": r"room (\d+)",
    "code": r"code (\d+)",
    "delivery": r"delivery (\d+)",
    "ticket": r"ticket #(\d+)",
}
found = defaultdict(list)
for kind, pat in patterns.items():
    for m in re.finditer(pat, context):
        found[kind].append(int(m.group(1)))

for kind, ids in found.items():
    uniq = sorted(set(ids))
    dup = len(ids) - len(uniq)
    print(f"{kind:<9} n={len(ids):>2} unique={len(uniq):>2} dups={dup} range={uniq[0]}..{uniq[-1]}")

all_nums = [n for ids in found.values() for n in ids]
print("overall distinct numbers:", len(set(all_nums)))
print("tickets:", found["ticket"])
