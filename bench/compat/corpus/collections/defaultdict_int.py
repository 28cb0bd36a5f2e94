from collections import defaultdict
d = defaultdict(int)
for ch in "mississippi":
    d[ch] += 1
print(dict(d))
print(d["q"], len(d))
