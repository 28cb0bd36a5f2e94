d = {"a": 1, "b": 2}
for i, (k, v) in enumerate(d.items()):
    print(i, k, v)
