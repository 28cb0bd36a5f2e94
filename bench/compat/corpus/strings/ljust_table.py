rows = [("alice", 3), ("bob", 12), ("carol", 7)]
for name, n in rows:
    print(name.ljust(8) + str(n).rjust(4))
