s = {(1, 2), (1, 2), (3, 4)}
print(len(s), (1, 2) in s)
print(sorted(s))
