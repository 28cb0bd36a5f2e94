paras = []
for i in range(25):
    paras.append(("Paragraph %d. " % i) + "lorem ipsum dolor " * (3 + (i * 7) % 11))
context = "\n\n".join(p.strip() for p in paras)

budget = 400
chunks, cur = [], []
cur_len = 0
for p in context.split("\n\n"):
    if cur and cur_len + len(p) + 2 > budget:
        chunks.append("\n\n".join(cur))
        cur, cur_len = [], 0
    cur.append(p)
    cur_len += len(p) + 2
if cur:
    chunks.append("\n\n".join(cur))

print(f"{len(paras)} paragraphs -> {len(chunks)} chunks (budget {budget})")
for i, c in enumerate(chunks):
    first = c.split(".")[0]
    print(f"chunk {i}: {len(c):4d} chars, {c.count(chr(10) * 2) + 1} paras, starts with {first!r}")
print("max chunk:", max(map(len, chunks)))
