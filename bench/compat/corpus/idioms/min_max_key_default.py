import re
recs = [(u, float(a)) for u, a in re.findall(r"user=(\w+) label=\w+ amount=([\d.]+)", context)]
print(max(recs, key=lambda r: r[1]), min(recs, key=lambda r: (r[1], r[0])))
print(max([], default="empty"), min(4, 2, 8), max("apple", "pear", key=len), max("b", "a"))
print(max({"a": 3, "b": 7, "c": 7}.items(), key=lambda kv: kv[1]))
d = {"x": 5, "y": 9, "z": 1}
print(max(d), max(d, key=d.get), min(d.values()), sorted(d, key=d.get, reverse=True))
