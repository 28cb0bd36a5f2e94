from collections import defaultdict
import re
by_label = defaultdict(list)
amounts = defaultdict(float)
for m in re.finditer(r"id=(\d+) user=\w+ label=(\w+) amount=([\d.]+)", context):
    by_label[m[2]].append(int(m[1]))
    amounts[m[2]] += float(m[3])
for lab in sorted(by_label):
    ids = by_label[lab]
    print(f"{lab:6} n={len(ids):3} first={ids[:4]} sum={amounts[lab]:.2f}")
print(type(by_label["nothing"]), len(by_label))
nested = defaultdict(lambda: defaultdict(set))
nested["a"]["b"].add(1)
print({k: {kk: sorted(vv) for kk, vv in v.items()} for k, v in nested.items()})
