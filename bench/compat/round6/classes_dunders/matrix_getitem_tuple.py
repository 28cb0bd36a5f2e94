class Grid:
    def __init__(self, rows, cols, fill=0):
        self.rows, self.cols = rows, cols
        self._cells = [fill] * (rows * cols)

    def _idx(self, key):
        r, c = key
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise IndexError(f"cell {key} outside {self.rows}x{self.cols}")
        return r * self.cols + c

    def __getitem__(self, key):
        return self._cells[self._idx(key)]

    def __setitem__(self, key, value):
        self._cells[self._idx(key)] = value

    def __contains__(self, value):
        return value in self._cells

    def __iter__(self):
        for r in range(self.rows):
            yield self._cells[r * self.cols:(r + 1) * self.cols]

    def __str__(self):
        return "\n".join(" ".join(f"{v:>2}" for v in row) for row in self)

g = Grid(3, 4)
for r in range(3):
    for c in range(4):
        g[r, c] = r * c
g[2, 3] = 99
print(g)
print(g[1, 2], 99 in g, 42 in g)
try:
    g[3, 0]
except IndexError as e:
    print("IndexError:", e)
print([sum(row) for row in g])
print(max(max(row) for row in g))
