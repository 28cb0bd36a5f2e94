parts = []
cur = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        parts.append(cur)
        cur = []
    else:
        cur.append(line)
parts.append(cur)
print(len(parts), [len(p) for p in parts])
