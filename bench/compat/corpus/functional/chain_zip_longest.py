from itertools import chain, zip_longest

lines = context.splitlines()
notes = [l for l in lines if l.startswith("NOTE")]
head = lines[:3]
tail = lines[-2:]
for l in chain(head, ["..."], tail):
    print(l[:60])

by_region = {}
for l in lines:
    if l.startswith("id="):
        region = l.split()[5][7:]
        by_region.setdefault(region, []).append(int(l.split()[0][3:]))
all_ids = sorted(chain.from_iterable(by_region.values()))
print(len(all_ids), all_ids[:5], all_ids[-3:])

cols = [by_region[r][:4] for r in sorted(by_region)]
cols[0] = cols[0][:2]
print(" ".join(f"{r:>8}" for r in sorted(by_region)))
for row in zip_longest(*cols, fillvalue="-"):
    print(" ".join(f"{v:>8}" for v in row))

errs = [int(n.split(":")[1].split()[0]) for n in notes]
deltas = [b - a for a, b in zip(errs, errs[1:])]
print(errs, deltas)
print(list(zip_longest("abc", range(5))))
print(list(chain("ab", (1, 2), {"k": 0})))
