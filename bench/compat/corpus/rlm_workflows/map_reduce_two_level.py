lines = [l for l in context.splitlines() if l.startswith("id=")]
print("record lines:", len(lines))

# Map: ask one question per 30-line group
groups = [lines[i:i + 30] for i in range(0, len(lines), 30)]
map_prompts = [
    "Count how many records mention 'refund'. Records:\n" + "\n".join(g)
    for g in groups
]
partials = llm_query_batched(map_prompts)
for idx, p in enumerate(partials):
    print(f"map {idx}: {p}")

# Reduce: combine partial answers into one prompt
reduce_prompt = "Combine these partial counts into a total:\n" + "\n".join(
    f"- part {i}: {p}" for i, p in enumerate(partials)
)
print("reduce prompt length:", len(reduce_prompt))
final = llm_query(reduce_prompt)
print("FINAL:", final)

# local ground truth to compare against
truth = sum("refund" in l for l in lines)
print("local count of refund lines:", truth)
