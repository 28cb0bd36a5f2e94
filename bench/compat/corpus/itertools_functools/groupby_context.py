from itertools import groupby
import re
labels = re.findall(r"label=(\w+)", context)[:20]
runs = [(k, len(list(g))) for k, g in groupby(labels)]
print(runs)
