from collections import Counter
c = Counter()
for w in "a b a c b a".split():
    c[w] += 1
c.update(["d", "a"])
c.update({"z": 5})
print(sorted(c.items()))
print(sum(c.values()))
