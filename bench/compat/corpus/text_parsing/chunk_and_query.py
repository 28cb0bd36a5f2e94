lines = [l for l in context.splitlines() if l.strip()]
chunk_size = 40
chunks = ["\n".join(lines[i:i + chunk_size]) for i in range(0, len(lines), chunk_size)]
print("chunks:", len(chunks), [len(c) for c in chunks])

prompts = [f"Count the spam records in this chunk:\n{c}" for c in chunks]
answers = llm_query_batched(prompts)
for i, a in enumerate(answers):
    print(i, a)

# verify locally
local = []
for c in chunks:
    n = sum(1 for l in c.splitlines() if " label=spam " in l)
    local.append(n)
print("local spam counts:", local, "sum =", sum(local))
summary = rlm_query("\n".join(answers), "combine the counts")
print(summary)
