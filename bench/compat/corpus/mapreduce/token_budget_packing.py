lines = context.splitlines()
budget = 3000
batches, cur, cur_len = [], [], 0
for ln in lines:
    if cur and cur_len + len(ln) + 1 > budget:
        batches.append(cur)
        cur, cur_len = [], 0
    cur.append(ln)
    cur_len += len(ln) + 1
if cur:
    batches.append(cur)
print(len(batches), [len(b) for b in batches])
print([sum(len(x) + 1 for x in b) for b in batches])
assert sum(len(b) for b in batches) == len(lines)
