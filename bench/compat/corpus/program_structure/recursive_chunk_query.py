def split_query(lines, query, max_chars=3000, depth=0):
    """Recursively split until each piece fits, then query and combine."""
    text = "\n".join(lines)
    indent = "  " * depth
    if len(text) <= max_chars or len(lines) == 1:
        ans = rlm_query(text, query)
        print(f"{indent}leaf: {len(lines)} lines, {len(text)} chars")
        return [ans]
    mid = len(lines) // 2
    print(f"{indent}split {len(lines)} -> {mid} + {len(lines) - mid}")
    return (split_query(lines[:mid], query, max_chars, depth + 1)
            + split_query(lines[mid:], query, max_chars, depth + 1))

records = [l for l in context.splitlines() if not l.startswith("NOTE")]
answers = split_query(records, "count refunds", max_chars=6000)
print(len(answers), "partial answers")
for a in answers:
    print(" ", a)

def depth_of(n, limit):
    return 0 if n <= limit else 1 + depth_of(n // 2, limit)

print("depth for 192 lines at limit 50:", depth_of(192, 50))

def flatten(x):
    if isinstance(x, (list, tuple)):
        for item in x:
            yield from flatten(item)
    else:
        yield x

print(list(flatten([1, [2, [3, (4, 5)]], [[6]]])))
