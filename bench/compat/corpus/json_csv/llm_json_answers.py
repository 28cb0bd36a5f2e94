import json

lines = context.splitlines()
chunks = ["\n".join(lines[i:i + 50]) for i in range(0, len(lines), 50)]
prompts = [f'Return JSON {{"spam": <count>}} for:\n{c}' for c in chunks]
answers = llm_query_batched(prompts)
results = []
for i, a in enumerate(answers):
    try:
        results.append(json.loads(a))
    except json.JSONDecodeError as e:
        print(f"chunk {i}: not JSON ({e.msg} at pos {e.pos}); falling back")
        count = sum(1 for l in chunks[i].splitlines() if "label=spam" in l)
        results.append({"spam": count, "fallback": True})
print(json.dumps(results))
total = sum(r["spam"] for r in results)
print(json.dumps({"total_spam": total, "chunks": len(chunks)}, sort_keys=True))
