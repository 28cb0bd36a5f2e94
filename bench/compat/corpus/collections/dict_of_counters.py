from collections import Counter, defaultdict
import re
per_region = defaultdict(Counter)
for label, region in re.findall(r"label=(\w+) amount=\S+ ts=\S+ region=(\S+)", context):
    per_region[region][label] += 1
for r in sorted(per_region):
    print(r, sorted(per_region[r].items()))
