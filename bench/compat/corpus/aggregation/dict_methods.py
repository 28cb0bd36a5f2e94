d = dict.fromkeys(["a", "b", "c"], 0)
print(d)
e = d.copy()
e["a"] = 5
print(d["a"], e["a"], e.popitem(), len(e))
d.clear()
print(d, bool(d))
