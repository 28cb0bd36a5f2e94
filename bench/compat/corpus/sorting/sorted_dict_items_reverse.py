d = {'a': 3, 'b': 1, 'c': 2}
print(dict(sorted(d.items(), key=lambda kv: kv[1], reverse=True)))
print(sorted(d, key=d.get))
