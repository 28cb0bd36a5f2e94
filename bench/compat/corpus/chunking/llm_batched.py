chunks = [context[i:i + 5000] for i in range(0, len(context), 5000)]
prompts = [f"Count spam in chunk {i}: {c}" for i, c in enumerate(chunks)]
res = llm_query_batched(prompts)
print(len(res), res[-1][:30])
