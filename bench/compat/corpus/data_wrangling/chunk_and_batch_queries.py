lines = context.splitlines()
chunk_size = 40
chunks = ["\n".join(lines[i:i + chunk_size]) for i in range(0, len(lines), chunk_size)]
print(f"{len(chunks)} chunks, sizes: {[len(c) for c in chunks]}")

prompts = [
    f"Chunk {i + 1}/{len(chunks)}. List every record with label=alert.\n\n{c}"
    for i, c in enumerate(chunks)
]
answers = llm_query_batched(prompts)
for i, ans in enumerate(answers, start=1):
    print(i, ans)

results = {}
for i, (chunk, ans) in enumerate(zip(chunks, answers)):
    local_alerts = [l.split()[0] for l in chunk.splitlines() if "label=alert" in l]
    results[f"chunk_{i}"] = {"llm": ans[-12:], "alerts": len(local_alerts), "first": local_alerts[:2]}
for k, v in results.items():
    print(k, v)
print("total alerts:", sum(v["alerts"] for v in results.values()))
