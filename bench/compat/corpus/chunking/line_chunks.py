lines = context.splitlines()
chunks = ["\n".join(lines[i:i + 50]) for i in range(0, len(lines), 50)]
print(len(chunks))
for c in chunks:
    print(c.count("\n") + 1, c[:10])
