import re
labels = {m for m in re.findall(r"label=(\w+)", context)}
print(sorted(labels), len(labels))
