grid = {}
for i in range(3):
    for j in range(2):
        grid[(i, j)] = i * j
print(grid[(2, 1)], len(grid), list(grid)[:3])
