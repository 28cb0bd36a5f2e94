lines = context.splitlines()
chunk_size = 40
chunks = [lines[i:i + chunk_size] for i in range(0, len(lines), chunk_size)]
print("chunks:", len(chunks), [len(c) for c in chunks])
print("first of each:", [c[0][:12] for c in chunks])
print("last line tail:", lines[-1][-20:])
print("every 50th:", [l.split()[0] for l in lines[49::50]])
print("reversed first 3 ids:", [l.split()[0] for l in lines[2::-1]])
prompts = [f"Count spam lines in this chunk:\n" + "\n".join(c) for c in chunks]
answers = llm_query_batched(prompts)
for i, a in enumerate(answers):
    print(i, a)
middle = lines[len(lines)//2 - 2 : len(lines)//2 + 2]
for m in middle:
    print(" ", m[:50])
