d = {"b": 1, "a": 2, "c": 0}
print(sorted(d), sorted(d.values()), sorted(d.items(), key=lambda kv: kv[1]))
