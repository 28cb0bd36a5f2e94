rows = [("bob", 3), ("alice", 3), ("carol", 5), ("dave", 1)]
print(sorted(rows, key=lambda r: (-r[1], r[0])))
