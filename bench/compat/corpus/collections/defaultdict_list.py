from collections import defaultdict
import re
by_label = defaultdict(list)
for uid, label in re.findall(r"id=(\d+) user=\w+ label=(\w+)", context):
    by_label[label].append(int(uid))
for k in sorted(by_label):
    print(k, len(by_label[k]), by_label[k][:3])
