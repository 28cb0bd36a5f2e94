from itertools import groupby
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry"], key=lambda w: w[0])
for k, grp in groupby(data, key=lambda w: w[0]):
    print(k, list(grp))
print([(k, len(list(g))) for k, g in groupby("aaabccdd")])
