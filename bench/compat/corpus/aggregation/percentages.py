import re
labels = re.findall(r"label=(\w+)", context)
n = len(labels)
for l in sorted(set(labels)):
    c = labels.count(l)
    print(f"{l}: {c} ({c / n:.1%})")
