from collections import deque

maze = """\
S.#.......
.##.####..
....#..#.#
.##...#...
...#.##.#E
"""
grid = maze.splitlines()
rows, cols = len(grid), len(grid[0])
start = end = None
for r, line in enumerate(grid):
    for c, ch in enumerate(line):
        if ch == "S":
            start = (r, c)
        elif ch == "E":
            end = (r, c)

prev = {start: None}
q = deque([start])
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
while node is not None:
    path.append(node)
    node = prev[node]
path.reverse()
print("steps:", len(path) - 1)
canvas = [list(line) for line in grid]
for r, c in path[1:-1]:
    canvas[r][c] = "*"
print("\n".join("".join(row) for row in canvas))
print("visited cells:", len(prev))
