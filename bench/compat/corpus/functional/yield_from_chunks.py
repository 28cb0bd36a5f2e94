def windows(lines, size, overlap=0):
    step = size - overlap
    for start in range(0, len(lines), step):
        yield start, lines[start:start + size]
        if start + size >= len(lines):
            return

def all_prompts(text, sizes):
    lines = text.splitlines()
    for size in sizes:
        yield f"--- size {size} ---"
        yield from (f"[{s}:{s + len(w)}] {len(w)} lines" for s, w in windows(lines, size, overlap=5))

for p in all_prompts(context, [60, 90]):
    print(p)

def flatten(obj):
    for item in obj:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item

print(list(flatten([1, [2, [3, (4, 5)]], [[6]], 7])))

def summarize():
    pairs = []
    for start, w in windows(context.splitlines(), 50):
        pairs.append(("\n".join(w), f"count alerts from line {start}"))
    yield from rlm_query_batched(pairs)
    return len(pairs)

def driver():
    n = yield from summarize()
    yield f"({n} sub-queries)"

out = list(driver())
print(len(out))
print(*out, sep="\n")
