class S(set):
    pass
s = S([3, 1, 2, 3])
print(sorted(s), len(s), 2 in s, type(s).__name__, isinstance(s, set))
s.add(10)
print(sorted(s), S())
