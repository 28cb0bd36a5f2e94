docs = []
for i in range(12):
    docs.append(f"Document {i}\n" + ("word " * (50 + i * 37)).strip())
context = "\n=====\n".join(docs)

def est_tokens(s):
    return (len(s) + 3) // 4

pieces = context.split("\n=====\n")
print("documents:", len(pieces), "total est tokens:", est_tokens(context))
limit = 600
batches, cur, cur_tok = [], [], 0
for p in pieces:
    t = est_tokens(p)
    if cur and cur_tok + t > limit:
        batches.append((cur, cur_tok))
        cur, cur_tok = [], 0
    cur.append(p.splitlines()[0])
    cur_tok += t
batches.append((cur, cur_tok))
for i, (names, tok) in enumerate(batches):
    print(f"batch {i}: {tok:4d} tokens -> {', '.join(names)}")
print("over limit:", [i for i, (_, t) in enumerate(batches) if t > limit])
