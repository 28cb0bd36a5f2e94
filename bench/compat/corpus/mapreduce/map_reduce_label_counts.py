import re
from collections import Counter

def map_chunk(text):
    return Counter(re.findall(r"label=(\w+)", text))

def reduce_counts(parts):
    total = Counter()
    for p in parts:
        total += p
    return total

lines = context.splitlines()
chunks = ["\n".join(lines[i:i + 50]) for i in range(0, len(lines), 50)]
partials = list(map(map_chunk, chunks))
for i, p in enumerate(partials):
    print(i, dict(sorted(p.items())))
total = reduce_counts(partials)
print("TOTAL", total.most_common())
assert sum(total.values()) == 192
