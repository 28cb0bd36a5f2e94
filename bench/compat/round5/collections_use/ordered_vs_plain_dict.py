from collections import OrderedDict
a = OrderedDict([("x", 1), ("y", 2)])
b = OrderedDict([("y", 2), ("x", 1)])
print(a == b, dict(a) == dict(b), a == dict(b))
plain = {"b": 1, "a": 2}
plain["c"] = 3
del plain["b"]
plain["b"] = 4
print(list(plain), list(plain.items()))
print(list(reversed(plain)))
merged = {**plain, "a": 99, "z": 0}
print(merged)
print(plain | {"q": 1})
first_key = next(iter(merged))
print(first_key, list(merged.values())[-1])
od = OrderedDict(plain)
od.popitem()
print(od, od.popitem(last=False))
