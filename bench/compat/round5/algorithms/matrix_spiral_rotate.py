def spiral(m):
    out = []
    while m:
        out += m.pop(0)
        m = [list(r) for r in zip(*m)][::-1]
    return out
def rotate(m):
    return [list(r) for r in zip(*m[::-1])]
grid = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
print(spiral([row[:] for row in grid]))
r = rotate(grid)
for row in r:
    print(row)
print(rotate(rotate(rotate(rotate(grid)))) == grid)
def flood(g, r, c, new):
    old = g[r][c]
    if old == new:
        return g
    stack = [(r, c)]
    while stack:
        y, x = stack.pop()
        if 0 <= y < len(g) and 0 <= x < len(g[0]) and g[y][x] == old:
            g[y][x] = new
            stack += [(y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)]
    return g
img = [list("..##"), list(".#.."), list("....")]
print(["".join(r) for r in flood(img, 0, 0, "o")])
