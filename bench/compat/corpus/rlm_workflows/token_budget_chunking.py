# Pack lines into chunks under an approximate token budget (~4 chars/token)
BUDGET_TOKENS = 800

def est_tokens(s):
    return (len(s) + 3) // 4

chunks, cur, cur_tok = [], [], 0
for line in context.splitlines():
    t = est_tokens(line) + 1
    if cur and cur_tok + t > BUDGET_TOKENS:
        chunks.append(cur)
        cur, cur_tok = [], 0
    cur.append(line)
    cur_tok += t
if cur:
    chunks.append(cur)

sizes = [sum(est_tokens(l) + 1 for l in c) for c in chunks]
print("chunks:", len(chunks))
print("tokens per chunk:", sizes)
print("lines per chunk:", [len(c) for c in chunks])
assert all(s <= BUDGET_TOKENS for s in sizes)
assert sum(len(c) for c in chunks) == len(context.splitlines())

res = llm_query_batched(["Extract user names:\n" + "\n".join(c) for c in chunks])
print(res[0])
print(res[-1])
