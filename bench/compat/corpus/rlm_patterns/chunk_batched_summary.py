lines = context.splitlines()
chunk_size = 40
chunks = ["\n".join(lines[i:i + chunk_size]) for i in range(0, len(lines), chunk_size)]
print(f"{len(chunks)} chunks, sizes: {[len(c) for c in chunks]}")

prompts = [
    f"Chunk {i + 1}/{len(chunks)}. List every user with a spam label.\n\n{c}"
    for i, c in enumerate(chunks)
]
answers = llm_query_batched(prompts)
for i, ans in enumerate(answers, 1):
    print(f"[{i}] {ans}")

final = llm_query("Combine these partial answers:\n" + "\n".join(answers))
print("FINAL:", final)
