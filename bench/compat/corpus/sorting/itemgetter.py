from operator import itemgetter
rows = [("x", 3), ("y", 1), ("z", 2)]
print(sorted(rows, key=itemgetter(1)))
print(list(map(itemgetter(0), rows)))
