from collections import defaultdict
d_list = defaultdict(list)
d_int = defaultdict(int)
d_str = defaultdict(str)
d_const = defaultdict(lambda: "n/a")
for w in "apple avocado banana blueberry cherry apricot".split():
    d_list[w[0]].append(w)
    d_int[w[0]] += len(w)
    d_str[w[0]] += w[0].upper()
print(dict(d_list))
print(dict(d_int))
print(dict(d_str))
print(d_const["x"], dict(d_const))
print(d_list.default_factory is list, d_int.default_factory())
plain = dict(d_int)
print(plain.get("z"), "z" in d_int)
d_int.default_factory = None
try:
    d_int["z"]
except KeyError as e:
    print("KeyError", e)
