from collections import defaultdict, Counter
import re

index = defaultdict(set)
for rid, msg in re.findall(r'id=(\d+) .*?msg="([^"]+)"', context):
    for w in msg.split():
        if w.isalpha() and len(w) > 3:
            index[w].add(int(rid))
print(len(index), sorted(index)[:8])
print(sorted(index["refund"])[:10])
both = index["order"] & index["shipped"]
print(len(both), min(both), max(both))

tree = lambda: defaultdict(tree)
t = tree()
t["us"]["west"]["alice"] = 1
t["us"]["east"]["bob"] = 2
t["eu"]["carol"] = 3
def to_dict(d):
    return {k: to_dict(v) if isinstance(d[k], defaultdict) else v for k, v in d.items()}
print(to_dict(t))
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(dict(counts), counts.default_factory)
dd = defaultdict(list, {"x": [1]})
dd["y"].append(2)
print(dd["x"], dd["y"], dd.get("z"), "z" in dd, len(dd))
print(Counter(counts) == Counter("mississippi"))
