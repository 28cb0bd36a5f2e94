matrix = [[r * 3 + c for c in range(3)] for r in range(4)]
print(matrix)
print([list(col) for col in zip(*matrix)])
print([x for row in matrix for x in row if x % 2])
print({(r, c): matrix[r][c] for r in range(2) for c in range(2)})
print([[y for y in row if y > 5] or ["-"] for row in matrix])
pairs = [(i, j) for i in range(4) for j in range(i) if (i + j) % 2]
print(pairs)
print(sum(x * y for row in matrix for x, y in zip(row, row[1:])))
