# First look at the context before deciding on a strategy
print(type(context).__name__, len(context))
lines = context.splitlines()
print(f"{len(lines)} lines")
print("--- first 3 lines ---")
for ln in lines[:3]:
    print(ln)
print("--- last line ---")
print(lines[-1])

chunk_size = 40
chunks = ["\n".join(lines[i:i + chunk_size]) for i in range(0, len(lines), chunk_size)]
print(f"{len(chunks)} chunks, sizes: {[len(c) for c in chunks]}")

answers = []
for i, chunk in enumerate(chunks):
    ans = llm_query(f"List any spam records in this chunk:\n{chunk}")
    answers.append(ans)
    print(f"chunk {i}: {ans}")
print("total answer chars:", sum(map(len, answers)))
