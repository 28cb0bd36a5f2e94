from collections import deque
grid = [
    "S.#.....",
    ".##..#..",
    "....#..#",
    "#.#...#E",
    "...#....",
]
rows, cols = len(grid), len(grid[0])
start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
end = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "E")
q = deque([start])
prev = {start: None}
while q:
    cur = q.popleft()
    if cur == end:
        break
    r, c = cur
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in prev:
            prev[(nr, nc)] = cur
            q.append((nr, nc))
path = []
node = end
while node:
    path.append(node)
    node = prev[node]
path.reverse()
print("steps:", len(path) - 1)
canvas = [list(row) for row in grid]
for r, c in path[1:-1]:
    canvas[r][c] = "*"
print("\n".join("".join(row) for row in canvas))
