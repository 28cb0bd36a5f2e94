budget = 3000
batches, cur, size = [], [], 0
for line in context.splitlines():
    if size + len(line) + 1 > budget and cur:
        batches.append(cur)
        cur, size = [], 0
    cur.append(line)
    size += len(line) + 1
if cur:
    batches.append(cur)
print(len(batches), [len(b) for b in batches])
