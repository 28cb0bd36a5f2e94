calls = []

def answer(text, question, max_chars=3000, depth=0):
    if len(text) <= max_chars:
        calls.append(depth)
        return [rlm_query(text, question)]
    lines = text.splitlines()
    mid = len(lines) // 2
    left = "\n".join(lines[:mid])
    right = "\n".join(lines[mid:])
    print("  " * depth + f"split {len(text)} -> {len(left)} + {len(right)}")
    return answer(left, question, max_chars, depth + 1) + answer(right, question, max_chars, depth + 1)

parts = answer(context, "count refunds")
print(len(parts), calls)
for p in parts[:3]:
    print(p)
combined = llm_query("Merge:\n" + "\n".join(parts))
print(combined)
