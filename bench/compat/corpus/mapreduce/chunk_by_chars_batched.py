chunk_size = 5000
chunks = [context[i:i + chunk_size] for i in range(0, len(context), chunk_size)]
print(f"{len(chunks)} chunks, sizes: {[len(c) for c in chunks]}")
prompts = [f"Chunk {i + 1}/{len(chunks)}. List the spam user ids.\n\n{c}" for i, c in enumerate(chunks)]
answers = llm_query_batched(prompts)
for i, a in enumerate(answers):
    print(i, a)
