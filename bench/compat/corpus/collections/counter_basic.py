from collections import Counter
c = Counter("abracadabra")
print(c.most_common(3))
print(c["a"], c["z"])
