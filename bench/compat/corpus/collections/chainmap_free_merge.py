a = {"x": 1, "y": 2}
b = {"y": 3, "z": 4}
merged = dict(a)
merged.update(b)
print(merged)
