import re
counts = {}
for label, region in re.findall(r"label=(\w+) amount=\S+ ts=\S+ region=(\S+)", context):
    key = (label, region)
    counts[key] = counts.get(key, 0) + 1
for k in sorted(counts):
    print(k, counts[k])
