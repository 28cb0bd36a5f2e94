rows = [("bob", 3, 2.5), ("alice", 3, 9.0), ("carol", 1, 2.5), ("dave", 3, 2.5), ("erin", 2, 9.0)]
print(sorted(rows, key=lambda r: (-r[1], r[2], r[0])))
print(sorted(rows, key=lambda r: (r[2], r[0]), reverse=True))
by_score = sorted(rows, key=lambda r: r[0])
by_score = sorted(by_score, key=lambda r: r[1], reverse=True)
print([r[0] for r in by_score])
print(sorted(["b10", "a2", "b9", "a10"], key=lambda s: (s[0], int(s[1:]))))
print(sorted([3, -1, -4, 2], key=abs), sorted("Banana apple Cherry".split(), key=str.lower))
print(sorted([(1, "b"), (1, "a"), (0, "z")])[::-1])
