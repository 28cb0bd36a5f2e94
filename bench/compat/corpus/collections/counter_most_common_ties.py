from collections import Counter
c = Counter(["b", "a", "c", "a", "b", "d"])
print(c.most_common(2))
print(c.most_common())
