lines = context.splitlines()
chunk_size = 50
chunks = ["\n".join(lines[i:i + chunk_size]) for i in range(0, len(lines), chunk_size)]
print(f"{len(lines)} lines -> {len(chunks)} chunks")

prompts = [f"List any spam messages mentioning a prize in this chunk:\n{c}" for c in chunks]
answers = llm_query_batched(prompts)
for i, (c, a) in enumerate(zip(chunks, answers)):
    print(i, len(c), a)

# Verify locally rather than trusting the sub-calls
local = []
for i, c in enumerate(chunks):
    hits = [l for l in c.splitlines() if "label=spam" in l and "prize" in l]
    local.append(len(hits))
print("local prize-spam per chunk:", local)
print("total:", sum(local))

final = llm_query("Combine these findings: " + "; ".join(answers))
print(final)
