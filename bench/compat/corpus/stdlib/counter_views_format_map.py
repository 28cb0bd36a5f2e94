from collections import Counter, OrderedDict, ChainMap
import random, math, statistics as st
a, b = {"x": 1, "y": 2, "z": 3}, {"y": 0, "w": 9}
print(sorted(a.keys() & b.keys()), sorted(a.keys() - b), sorted(a.keys() | b.keys()), sorted(a.keys() ^ b.keys()), sorted(a.items() & {("x", 1)}))
c1, c2 = Counter("aabbbc"), Counter("abbdd")
print(c1 & c2, c1 | c2, +Counter(x=2, y=-1), -Counter(x=-2, y=1))
class Default(dict):
    def __missing__(self, k):
        return "<" + k + "?>"
print("{name} is {age}, {city}".format_map(Default(name="Ann", age=31)))
od = OrderedDict(a=1, b=2, c=3)
print(od.popitem(last=False), od.popitem(), od)
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm.new_child({"z": 0}).maps, cm.parents, sorted(cm.items()), cm)
rng = random.Random(7)
print([rng.randrange(0, 50, 5) for _ in range(5)], rng.choice("xyz"), rng.randint(1, 6), rng.sample(range(10), 3))
print(math.dist((0, 0), (3, 4)), math.perm(5, 2), st.pvariance([1, 2, 3, 4, 5]), st.variance([1, 2, 3, 4]), st.harmonic_mean([40, 60]))
