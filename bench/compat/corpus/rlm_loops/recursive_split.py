def solve(text, depth=0, max_chars=4000, log=None):
    """Split recursively until each piece is small enough, then ask a sub-model."""
    if log is None:
        log = []
    if len(text) <= max_chars:
        log.append((depth, len(text)))
        return [llm_query(f"count refunds in:\n{text}")]
    lines = text.split("\n")
    mid = len(lines) // 2
    left = "\n".join(lines[:mid])
    right = "\n".join(lines[mid:])
    return solve(left, depth + 1, max_chars, log) + solve(right, depth + 1, max_chars, log)

log = []
answers = solve(context, log=log)
print("leaves:", len(answers))
print("depths:", sorted({d for d, _ in log}))
for (d, n), a in zip(log, answers):
    print("  " * d + f"d={d} n={n}: {a}")
