from collections import Counter
a = Counter(x=3, y=1)
b = Counter(x=1, y=2)
print(sorted((a + b).items()), sorted((a - b).items()))
