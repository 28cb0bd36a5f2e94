r = range(2, 20, 3)
print(list(r), len(r), r[2], 11 in r, list(range(5, 0, -2)))
