names = ["bob", "Alice", "carol", "Dave"]
print(sorted(names, key=lambda s: s.lower()), sorted(names, key=len), sorted(names, key=lambda s: (len(s), s)))
