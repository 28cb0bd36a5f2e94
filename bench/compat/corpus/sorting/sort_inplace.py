xs = [5, 2, 9, 1]
xs.sort()
print(xs)
xs.sort(reverse=True)
print(xs)
recs = [{"n": "b", "v": 2}, {"n": "a", "v": 2}, {"n": "c", "v": 1}]
recs.sort(key=lambda r: (r["v"], r["n"]))
print([r["n"] for r in recs])
