vals = [3, None, 1, None, 2]
print(sorted(vals, key=lambda v: (v is None, v or 0)))
