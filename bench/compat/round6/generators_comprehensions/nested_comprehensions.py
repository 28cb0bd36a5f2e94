matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([x for row in matrix for x in row if x % 2])
print([[row[i] for row in matrix] for i in range(3)])
print({(i, j): matrix[i][j] for i in range(3) for j in range(3) if i == j})
print([(a, b) for a in range(4) for b in range(a) if (a + b) % 2])
words = "the quick brown fox jumps over the lazy dog".split()
print({w: len(w) for w in words if len(w) > 3})
print(sorted({len(w) for w in words}))
print([w.upper() if len(w) > 4 else w for w in words])
print(["".join(c for c in w if c not in "aeiou") for w in words[:4]])
grid = [[(r * 3 + c) % 4 for c in range(5)] for r in range(3)]
print(grid, sum(sum(row) for row in grid))
flat = [n for sub in [[1], [2, 3], [], [4, [5]]] for n in sub]
print(flat)
