from collections import Counter
c = Counter(a=3, b=1)
c["c"] += 2
print(c.most_common(), sum(c.values()), list(c.elements())[:4])
c2 = Counter("aab")
print(c + c2, c - c2)
print(Counter(w.lower() for w in "The the THE cat".split()).most_common(1))
