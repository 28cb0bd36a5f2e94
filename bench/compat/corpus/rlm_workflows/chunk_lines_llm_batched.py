lines = context.splitlines()
CHUNK = 40
chunks = ["\n".join(lines[i:i + CHUNK]) for i in range(0, len(lines), CHUNK)]
print(f"Split {len(lines)} lines into {len(chunks)} chunks")

prompts = []
for i, ch in enumerate(chunks):
    prompts.append(
        f"Chunk {i + 1}/{len(chunks)}. List every record labelled spam "
        f"and give its amount.\n\n{ch}"
    )

answers = llm_query_batched(prompts)
results = {}
for i, ans in enumerate(answers):
    results[f"chunk_{i}"] = ans
    print(f"[{i + 1}/{len(chunks)}] {ans}")

print(len(results), "answers collected")
final = "\n".join(f"{k}: {v}" for k, v in results.items())
print(final.count("answer to:"), "answer lines in final")
