calls = []

def split_lines(text, max_chars):
    lines = text.splitlines(keepends=True)
    if len(text) <= max_chars or len(lines) <= 1:
        return [text]
    mid = len(lines) // 2
    left, right = "".join(lines[:mid]), "".join(lines[mid:])
    return split_lines(left, max_chars) + split_lines(right, max_chars)

def summarize(text, depth=0, max_chars=3000):
    if len(text) <= max_chars:
        ans = rlm_query(text, f"depth {depth}: list alerts")
        calls.append((depth, len(text)))
        return ans
    lines = text.splitlines(keepends=True)
    mid = len(lines) // 2
    parts = ["".join(lines[:mid]), "".join(lines[mid:])]
    children = [summarize(p, depth + 1, max_chars) for p in parts]
    return llm_query("Merge:\n" + "\n".join(children))

leaves = split_lines(context, 3000)
print(len(leaves), [len(x) for x in leaves])
print("".join(leaves) == context)
root = summarize(context)
print(root)
print("leaf calls:", len(calls), "max depth:", max(d for d, _ in calls))
print(calls[:4])

def flatten(obj, prefix=""):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from flatten(v, f"{prefix}.{k}" if prefix else k)
    elif isinstance(obj, (list, tuple)):
        for i, v in enumerate(obj):
            yield from flatten(v, f"{prefix}[{i}]")
    else:
        yield prefix, obj

report = {"root": root[:20], "leaves": {"count": len(calls), "sizes": [c[1] for c in calls[:2]]}, "ok": True}
for path, value in flatten(report):
    print(f"{path} = {value!r}")
