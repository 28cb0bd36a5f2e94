def solve(text, query, depth=0, max_chars=6000):
    indent = "  " * depth
    if len(text) <= max_chars:
        ans = rlm_query(text, query)
        print(f"{indent}leaf ({len(text)} chars): {ans}")
        return [ans]
    lines = text.split("\n")
    mid = len(lines) // 2
    left, right = "\n".join(lines[:mid]), "\n".join(lines[mid:])
    print(f"{indent}split {len(text)} -> {len(left)} + {len(right)}")
    return solve(left, query, depth + 1, max_chars) + solve(right, query, depth + 1, max_chars)

answers = solve(context.rstrip("\n"), "List users with alerts")
print("leaves:", len(answers))
combined = llm_query("Merge these:\n" + "\n".join(answers))
print(combined)
