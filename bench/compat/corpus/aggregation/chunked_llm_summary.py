lines = context.splitlines()
chunk_size = 40
chunks = ["\n".join(lines[i:i + chunk_size]) for i in range(0, len(lines), chunk_size)]
print("chunks:", len(chunks), [len(c) for c in chunks])

prompts = [f"Summarise the spam activity in this chunk {i}:\n{c}" for i, c in enumerate(chunks)]
answers = llm_query_batched(prompts)
for i, a in enumerate(answers):
    print(i, a)

# local verification of what we asked about
spam_counts = [sum(1 for l in c.splitlines() if "label=spam" in l) for c in chunks]
print("spam per chunk:", spam_counts, "total:", sum(spam_counts))
summary = {f"chunk_{i}": {"spam": s, "answer_len": len(a)} for i, (s, a) in enumerate(zip(spam_counts, answers))}
print(summary)
final = llm_query("Combine these findings: " + "; ".join(answers))
print(final)
