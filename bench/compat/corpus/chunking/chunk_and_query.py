lines = context.splitlines()
chunk_size = 64
results = []
for i in range(0, len(lines), chunk_size):
    chunk = "\n".join(lines[i:i + chunk_size])
    ans = llm_query(f"Chunk {i // chunk_size}: count spam\n{chunk}")
    results.append((i // chunk_size, ans[:25]))
for r in results:
    print(r)
