a, b, c = [1, 2, 3], "xyz", (True, False, None)
print(list(zip(a, b, c)))
print(list(zip(a, "pq")))
print(dict(zip("ab", [1, 2])))
