a = {"x": 1, "y": 2, "z": 3}
b = {"y": 20, "z": 3, "w": 4}
print(sorted(a.keys() & b.keys()), sorted(a.keys() - b.keys()), sorted(a.keys() | b.keys()), sorted(a.keys() ^ b.keys()))
print(sorted(a.items() & b.items()))
ks = a.keys()
a["q"] = 9
print(list(ks), len(ks), "q" in ks)
print({**a, **b}, a | b, b | a)
c = dict(a)
c |= {"x": 100}
print(c, list(reversed(a)), list(a.values())[-1])
