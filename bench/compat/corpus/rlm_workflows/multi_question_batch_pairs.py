lines = context.splitlines()
n = len(lines)
thirds = [lines[: n // 3], lines[n // 3: 2 * n // 3], lines[2 * n // 3:]]
questions = ["Who spends the most?", "Any suspicious codes?"]

jobs = [(ti, qi) for ti in range(len(thirds)) for qi in range(len(questions))]
pairs = [("\n".join(thirds[ti]), questions[qi]) for ti, qi in jobs]
print("jobs:", jobs)
outputs = rlm_query_batched(pairs)

grid = [[None] * len(questions) for _ in thirds]
for (ti, qi), out in zip(jobs, outputs):
    grid[ti][qi] = out

for ti, row in enumerate(grid):
    print(f"third {ti} ({len(thirds[ti])} lines):")
    for qi, cell in enumerate(row):
        print(f"   Q{qi}: {cell}")

flat = [c for row in grid for c in row]
print("all answered:", all(flat), "count:", len(flat))
