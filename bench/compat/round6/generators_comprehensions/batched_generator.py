def batched(iterable, n):
    batch = []
    for item in iterable:
        batch.append(item)
        if len(batch) == n:
            yield tuple(batch)
            batch = []
    if batch:
        yield tuple(batch)

def numbered(lines):
    for i, line in enumerate(lines, 1):
        if line.strip():
            yield i, line.strip()

context = "\n".join(f"question {i}?" if i % 5 else "" for i in range(1, 18))
for batch in batched(numbered(context.splitlines()), 4):
    nums = [n for n, _ in batch]
    print(f"batch of {len(batch)}: lines {nums[0]}-{nums[-1]} -> {[t.split()[1] for _, t in batch]}")
print(list(batched(range(7), 3)), list(batched([], 2)))
