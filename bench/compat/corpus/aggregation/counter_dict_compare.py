from collections import Counter
a = Counter("hello")
print(a == {"h": 1, "e": 1, "l": 2, "o": 1})
print(Counter({"a": 2}) + Counter({"a": 1, "b": 1}))
