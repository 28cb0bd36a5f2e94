grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print(grid)
print([row[i] for i, row in enumerate(grid)])
print([x for row in grid for x in row if x % 2])
