import re
seen_first, seen_last = {}, {}
for m in re.finditer(r"id=(\d+) user=(\w+)", context):
    i, u = int(m.group(1)), m.group(2)
    seen_first.setdefault(u, i)
    seen_last[u] = i
for u in sorted(seen_first):
    print(u, seen_first[u], seen_last[u], seen_last[u] - seen_first[u])
