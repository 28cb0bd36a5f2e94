d = {}
for k in ["zeta", "alpha", "mid", "beta"]:
    d[k] = len(k)
print(list(d.keys()))
print(list(d.items()))
del d["alpha"]
d["alpha"] = 0
print(d)
